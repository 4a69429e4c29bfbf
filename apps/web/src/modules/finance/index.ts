/** The finance module's door: its pages and what other modules' screens include. */
export { financeKeys } from './api';
export { financeRoutes } from './routes';

/** The finance module's door: its pages and what other modules' screens include. */
export { financeRoutes } from './routes';

/** The system module's door: its pages and what other modules' screens include. */
export { systemRoutes } from './routes';

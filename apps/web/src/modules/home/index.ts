/** The home module's door: its pages and what other modules' screens include. */
export { homeRoutes } from './routes';

/** The sandbox module's door: its pages and what other modules' screens include. */
export { sandboxRoutes } from './routes';

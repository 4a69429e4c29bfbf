/** The bill-move module's door: its pages and what other modules' screens include. */
export { billMoveRoutes } from './routes';

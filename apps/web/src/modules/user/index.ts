/** The user module's door: its pages and what other modules' screens include. */
export { userRoutes } from './routes';

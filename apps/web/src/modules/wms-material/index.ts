/** The wms-material module's door: its pages and what other modules' screens include. */
export { wmsMaterialRoutes } from './routes';

/** The goods module's door: its pages and what other modules' screens include. */
export { goodsRoutes } from './routes';

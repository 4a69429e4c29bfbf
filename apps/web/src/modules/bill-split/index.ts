/** The owner's bill split module's door: its pages. */
export { billSplitKeys } from './api';
export { billSplitRoutes } from './routes';

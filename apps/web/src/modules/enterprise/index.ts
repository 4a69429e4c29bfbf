/** The enterprise module's door: its pages and what other modules' screens include. */

export { EsignStatusTag } from './components/review/esign-status-tag';
export { enterpriseRoutes } from './routes';

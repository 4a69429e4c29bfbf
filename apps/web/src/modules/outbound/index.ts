/** The outbound module's door: its pages and what other modules' screens include. */
export { outboundKeys } from './api';
export { outboundDetailPath } from './outbound-paths';
export { outboundRoutes } from './routes';

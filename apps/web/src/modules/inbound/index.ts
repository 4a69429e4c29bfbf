/** The inbound module's door: its pages and what other modules' screens include. */

export { inboundDetailPath } from './inbound-paths';
export { inboundRoutes } from './routes';

/** The fee-config module's door: its pages and what other modules' screens include. */
export { FEE_CONFIG_PATH, feeConfigRoutes } from './routes';

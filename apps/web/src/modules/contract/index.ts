/** The contract module's door: its pages and what other modules' screens include. */

export type { ContractDetail } from './api';
export { contractApi, contractKeys, useProportionConfig } from './api';
export { contractDetailPath } from './contract-paths';
export { contractPublicRoutes, contractRoutes } from './routes';

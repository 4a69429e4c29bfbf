/** The credit-contract module's door: the drawer other modules' screens include and the phone signing page. */

export type { CreditContract, CreditRelationAnswer } from './api';
export { creditContractApi, creditContractKeys } from './api';
export { CreditContractDrawer, type CreditContractDrawerProps } from './components/credit-contract-drawer';
export { CREDIT_LIST_PATH, CREDIT_POLL_MS, CREDIT_SIGN_PATH } from './credit-contract-paths';
export { creditContractPublicRoutes, creditContractRoutes } from './routes';

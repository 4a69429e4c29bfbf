/** The batch-sign module's door: its pages and what other modules' screens include. */

export type { Business, SignProgress } from './api';
export { batchSignApi } from './api';
export { BATCH_SIGN_PATH, CONTRACT_BATCH_SIGN_PATH, RELEASE_BATCH_SIGN_PATH } from './batch-sign-paths';
export { DialogProgress } from './components/batch-progress-bar';
export type { ProgressSource } from './hooks/use-batch-progress';
export { useBatchSignFlow } from './hooks/use-batch-sign-flow';
export { batchSignPublicRoutes, batchSignRoutes } from './routes';

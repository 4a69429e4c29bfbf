/** The receipt module's door: its pages and what other modules' screens include. */

export { receiptKeys } from './api';
export { Sha256Text } from './components/sha256-text';
export { VerifyFileCheck } from './components/verify-file-check';
export { batchSignPath, RECEIPT_DETAILS_PATH, receiptDetailPath } from './receipt-paths';
export { receiptPublicRoutes, receiptRoutes } from './routes';

/** The transfer module's door: what other modules' screens include. */
export { ContractTransferCard, showsTransfer } from './components/contract-transfer-card';
export { transferRoutes } from './routes';

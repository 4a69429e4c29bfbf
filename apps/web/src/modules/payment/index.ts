/** The payment module's door: what other modules' screens include. */
export { ContractFeePayment } from './components/contract-fee-payment';
export { PayDialog } from './components/pay-dialog';
export { VoucherImages } from './components/voucher-dialog';
export { VoucherUploadButton } from './components/voucher-upload-button';
export type { PayCalls } from './hooks/use-pay-code';
export { PAY_PHONE_PATH, PAYMENT_PATH, paymentPublicRoutes, paymentRoutes } from './routes';

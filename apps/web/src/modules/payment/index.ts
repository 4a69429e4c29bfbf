/** The payment module's door: what other modules' screens include. */
export { ContractFeePayment } from './components/contract-fee-payment';

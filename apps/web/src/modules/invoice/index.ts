/** The invoice module's door: what other modules' screens include. */
export { ContractInvoicePanel } from './components/contract-invoice-panel';

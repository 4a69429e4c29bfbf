/** The invoice module's door: what other modules' screens include. */
export { ContractInvoicePanel } from './components/contract-invoice-panel';
export { InvoiceApplyDialog } from './components/invoice-apply-dialog';
export { invoiceRoutes } from './routes';

import { moduleOf } from '../../platform/module';
import { invoiceRoutes } from './invoice.routes';

/** The invoice module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const invoiceModule = moduleOf('invoice', [invoiceRoutes]);

export { invoice, invoiceTemplate } from './invoice.table';
// Businesses other than contract shares (README "Businesses"): the finance module's financing service fee.
export {
  applyBusinessInvoice,
  type BusinessInvoiceApplication,
  businessInvoices,
  type InvoiceBusiness,
  registerInvoiceBusiness,
} from './invoice-business';
// What other modules, the seed and tests use of this one.
export { pollInvoice } from './invoice-issue';
export { seedInvoiceTemplates } from './invoice-templates';
export type { InvoiceRow } from './invoices';
export { INVOICE_FILE_OWNER } from './invoices';

import { pageOf } from '../shared/envelope';
import { pageQuery } from '../shared/paging';
import { defineRoute } from '../shared/route';
import { einvoiceSandboxRow, einvoiceSandboxSettings, mailOutboxRow } from './invoice';

/**
 * The console's outbox and e-invoice sandbox (README.md of providers/mail and providers/einvoice): served by the
 * server's sandbox module, called by the web's. The attachment download is a file, not a contract's answer.
 */
export const mailInvoiceSandboxRoutes = {
  mails: defineRoute({
    method: 'GET',
    path: '/api/kc-sandbox/mail/page',
    query: pageQuery,
    answer: pageOf(mailOutboxRow),
  }),
  einvoices: defineRoute({
    method: 'GET',
    path: '/api/kc-sandbox/invoice/page',
    query: pageQuery,
    answer: pageOf(einvoiceSandboxRow),
  }),
  einvoiceSettings: defineRoute({
    method: 'GET',
    path: '/api/kc-sandbox/invoice/settings',
    answer: einvoiceSandboxSettings,
  }),
  saveEinvoiceSettings: defineRoute({
    method: 'POST',
    path: '/api/kc-sandbox/invoice/settings',
    body: einvoiceSandboxSettings,
    answer: einvoiceSandboxSettings,
  }),
} as const;

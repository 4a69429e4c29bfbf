import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * An enterprise's invoice information (spec 2 §3 Invoice form; /trade/tradeInvoice): several per enterprise,
 * exactly one the default (the partial unique index), the first saved becoming it.
 */
export const invoiceTemplate = pgTable(
  'kc_invoice_template',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    enterpriseId: refId('enterprise_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    address: varchar('address', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 100 }).notNull().default(''),
    isDefault: smallint('is_default').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('kc_invoice_template_enterprise_idx').on(t.enterpriseId),
    uniqueIndex('kc_invoice_template_default_uq')
      .on(t.enterpriseId)
      .where(sql`${t.isDefault} = 1 and ${t.isDeleted} = 0`),
  ],
);

/**
 * Invoices of the platform's service fee (spec 2 §3 invoiceStatus, §5 Invoice, §7 Invoices): one per party and
 * business record among live rows. `status` is InvoiceStatus (10 applied, 11 issuing, 12 issued, 0 abnormal);
 * the buyer's fields are a snapshot of the template at application. `orderNo` / `serialNo` are the e-invoice
 * provider's; `fileId` the issued PDF (kc_attach, owner 'invoice'); `mailedTime` claims the one notice mail.
 */
export const invoice = pgTable(
  'kc_invoice',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** InvoiceBussType: 1 contract service fee */
    bussType: smallint('buss_type').notNull(),
    bussId: refId('buss_id').notNull(),
    bussCode: varchar('buss_code', { length: 50 }).notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    enterpriseName: varchar('enterprise_name', { length: 200 }).notNull().default(''),
    /** FeeParty: 0 supplier, 1 buyer */
    companyType: smallint('company_type').notNull(),
    templateId: refId('template_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }).notNull(),
    address: varchar('address', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 100 }).notNull().default(''),
    /** tax included (the share paid), net and tax (splitTax) */
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 16, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 16, scale: 2 }).notNull(),
    noticeEmail: varchar('notice_email', { length: 100 }).notNull(),
    orderNo: varchar('order_no', { length: 64 }),
    serialNo: varchar('serial_no', { length: 32 }),
    invoiceNo: varchar('invoice_no', { length: 30 }),
    invoiceTime: timestamp('invoice_time', { withTimezone: true }),
    fileId: refId('file_id'),
    failReason: varchar('fail_reason', { length: 255 }),
    applyTime: timestamp('apply_time', { withTimezone: true }).notNull().defaultNow(),
    issueTime: timestamp('issue_time', { withTimezone: true }),
    mailedTime: timestamp('mailed_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_invoice_party_uq').on(t.bussType, t.bussId, t.enterpriseId).where(sql`${t.isDeleted} = 0`),
    index('kc_invoice_enterprise_idx').on(t.enterpriseId, t.createTime.desc()),
    index('kc_invoice_tenant_idx').on(t.tenantId, t.createTime.desc()),
  ],
);

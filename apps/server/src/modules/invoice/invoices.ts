import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { ServiceStatus } from '@kc/domain/contract/status';
import {
  contractInvoiceStatus,
  InvoiceBussType,
  InvoiceStatus,
  type invoiceAnswer,
  type invoicePageQuery,
  invoiceStatusName,
  invoiceRefusals as refuse,
  splitTax,
  type supplyInvoiceBody,
} from '@kc/domain/payment/invoice';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { feePartyOf, loadVisibleContract, recordContractEvent, setContractInvoiceStatus, shareOf } from '../contract';
import { assertOwnEnterpriseApproved, enterpriseNames } from '../enterprise';
import { invoice } from './invoice.table';
import { ownTemplate } from './invoice-templates';

/**
 * Invoice applications and what parties and the platform see of them (spec 2 §3 invoiceStatus, §5 Invoice, §6,
 * §7 Invoices). A party applies for its own share once paid; the platform issues (invoice-issue.ts).
 */
export type InvoiceRow = typeof invoice.$inferSelect;
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;

/** The owner type of issued invoice PDFs in kc_attach (owner id: the invoice). */
export const INVOICE_FILE_OWNER = 'invoice';

/** An invoice is seen by its enterprise and the platform operator of its tenant. */
export const canSeeInvoice = (p: Principal, row: Pick<InvoiceRow, 'tenantId' | 'enterpriseId' | 'isDeleted'>) =>
  row.tenantId === p.tenantId && row.isDeleted === 0 && (row.enterpriseId === p.postId || isPlatformOperator(p));

export const invoiceById = async (db: DbOrTx, id: string) =>
  (await db.select().from(invoice).where(eq(invoice.id, id)).limit(1))[0];

/** The invoice, or 404 for one the caller may not see. */
export const loadVisibleInvoice = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await invoiceById(db, id);
  if (!row || !canSeeInvoice(p, row)) throw refuse.missing();
  return row;
};

/** The file owner resolver: only the invoice's enterprise and the platform download its PDF. */
export const canSeeInvoiceFile = async (db: DbOrTx, p: Principal, invoiceId: string) => {
  const row = await invoiceById(db, invoiceId);
  return row != null && canSeeInvoice(p, row);
};

/** Sums the contract's live invoices up into its invoiceStatus (spec 2 §3), in the caller's transaction. */
export const summariseContract = async (tx: DbOrTx, contractId: string) => {
  const rows = await tx
    .select({ status: invoice.status })
    .from(invoice)
    .where(
      and(eq(invoice.bussType, InvoiceBussType.contract), eq(invoice.bussId, contractId), eq(invoice.isDeleted, 0)),
    );
  await setContractInvoiceStatus(tx, contractId, contractInvoiceStatus(rows.map((r) => r.status)));
};

const answerOf = (r: InvoiceRow, pdfPath: string | null): InvoiceAnswer => ({
  id: r.id,
  bussType: r.bussType,
  bussId: r.bussId,
  contractCode: r.bussCode,
  enterpriseId: r.enterpriseId,
  enterpriseName: r.enterpriseName,
  companyType: r.companyType,
  title: r.title,
  taxNo: r.taxNo,
  amount: r.amount,
  taxAmount: r.taxAmount,
  noticeEmail: r.noticeEmail,
  status: r.status,
  statusName: invoiceStatusName(r.status),
  invoiceNo: r.invoiceNo,
  failReason: r.failReason,
  pdfPath,
  applyTime: formatDateTime(r.applyTime),
  issueTime: formatDateTime(r.issueTime),
});

/** Answers with signed PDF links for the files this caller may see. */
export const answersOf = async (ctx: AppContext, p: Principal, rows: InvoiceRow[]) => {
  const links = await ctx.files.linksFor(
    p,
    rows.map((r) => (r.status === InvoiceStatus.issued ? r.fileId : null)),
  );
  return rows.map((r) => answerOf(r, r.fileId ? (links.get(r.fileId) ?? null) : null));
};

/** supplyInvoice (spec 2 §7 Invoices): the caller's own share of a contract, once paid, once. */
export const supplyInvoice = async (ctx: AppContext, p: Principal, body: z.infer<typeof supplyInvoiceBody>) => {
  const { db } = ctx;
  if (body.bussType !== InvoiceBussType.contract) throw refuse.bussTypeUnsupported();
  if (!p.postId) throw refuse.notParty();
  await assertOwnEnterpriseApproved(db, p);
  const { row: contract } = await loadVisibleContract(db, p, body.bussId);
  const party = feePartyOf(contract, p.postId);
  if (party === undefined) throw refuse.notParty();
  const share = shareOf(contract, party);
  if (share.status === ServiceStatus.notNeeded) throw refuse.notNeeded();
  if (share.status !== ServiceStatus.paid) throw refuse.notPaid();
  const template = await ownTemplate(db, p, body.invoiceTemplateId);
  const existing = await db
    .select({ id: invoice.id })
    .from(invoice)
    .where(
      and(
        eq(invoice.bussType, InvoiceBussType.contract),
        eq(invoice.bussId, contract.id),
        eq(invoice.enterpriseId, p.postId),
        eq(invoice.isDeleted, 0),
      ),
    )
    .limit(1);
  if (existing[0]) throw refuse.exists();
  const money = splitTax(share.amount ?? '0');
  const names = await enterpriseNames(db, [p.postId]);
  const enterpriseId = p.postId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoice)
      .values({
        tenantId: contract.tenantId,
        bussType: InvoiceBussType.contract,
        bussId: contract.id,
        bussCode: contract.code,
        enterpriseId,
        enterpriseName: names.get(enterpriseId) ?? '',
        companyType: party,
        templateId: template.id,
        title: template.title,
        taxNo: template.taxNo,
        address: template.address,
        phone: template.phone,
        bankName: template.bankName,
        bankAccount: template.bankAccount,
        amount: money.gross,
        netAmount: money.net,
        taxAmount: money.tax,
        noticeEmail: body.noticeEmail,
        status: InvoiceStatus.applied,
        createUser: p.userId,
      })
      // Two clicks at once: the partial unique index lets one through.
      .onConflictDoNothing()
      .returning({ id: invoice.id });
    if (!row) throw refuse.exists();
    await recordContractEvent(tx, {
      contractId: contract.id,
      tenantId: contract.tenantId,
      action: 'invoice-apply',
      actor: p,
      payload: { invoiceId: row.id, companyType: party, title: template.title, amount: money.gross },
    });
    await summariseContract(tx, contract.id);
    return row.id;
  });
};

/** The invoice list: the platform all of its tenant, an enterprise its own; newest first. */
export const pageInvoices = async (
  ctx: AppContext,
  p: Principal,
  q: z.infer<typeof invoicePageQuery>,
): Promise<Page<InvoiceAnswer>> => {
  const conditions: SQL[] = [eq(invoice.tenantId, p.tenantId), eq(invoice.isDeleted, 0)];
  if (!isPlatformOperator(p)) {
    if (!p.postId) return toPage([], 0, q.current, q.size);
    conditions.push(eq(invoice.enterpriseId, p.postId));
  }
  const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (q.contractCode) conditions.push(ilike(invoice.bussCode, like(q.contractCode)));
  if (q.enterpriseName) conditions.push(ilike(invoice.enterpriseName, like(q.enterpriseName)));
  if (q.status != null) conditions.push(eq(invoice.status, q.status));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(invoice).where(where);
  const rows = await ctx.db
    .select()
    .from(invoice)
    .where(where)
    .orderBy(desc(invoice.createTime), desc(invoice.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(await answersOf(ctx, p, rows), total?.n ?? 0, q.current, q.size);
};

/** findByContract: the caller's own invoice on a contract it sees; the platform both parties'. */
export const invoicesOfContract = async (ctx: AppContext, p: Principal, contractId: string) => {
  const { row: contract } = await loadVisibleContract(ctx.db, p, contractId);
  const conditions: SQL[] = [
    eq(invoice.bussType, InvoiceBussType.contract),
    eq(invoice.bussId, contract.id),
    eq(invoice.isDeleted, 0),
  ];
  if (!isPlatformOperator(p)) conditions.push(eq(invoice.enterpriseId, p.postId ?? '0'));
  const rows = await ctx.db
    .select()
    .from(invoice)
    .where(and(...conditions))
    .orderBy(invoice.companyType);
  return answersOf(ctx, p, rows);
};

import {
  InvoiceBussType,
  InvoiceStatus,
  invoiceMail,
  invoiceRefusals as refuse,
  SERVICE_GOODS_NAME,
  splitTax,
} from '@kc/domain/payment/invoice';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { announceContract, recordContractEvent } from '../contract';
import { enterpriseNames } from '../enterprise';
import { invoice } from './invoice.table';
import { ownTemplate } from './invoice-templates';
import { answersOf, canSeeInvoice, type InvoiceRow, summariseContract } from './invoices';

/**
 * What an invoice is for (bussType; README "Businesses"): 1 a party's share of a contract's platform fee (built in),
 * 2 a financing service fee (the finance module registers it). The business gives the invoice line's name, the
 * remark and the mail's words, and keeps its own trail of the invoice's moves.
 */
export type InvoiceBusiness = {
  goodsName: string;
  remark: (code: string) => string;
  mail: (i: { title: string; code: string; invoiceNo: string; amount: string }) => {
    subject: string;
    text: string;
    filename: string;
  };
  /** the business record's trail: one event per move of its invoice, in the move's transaction */
  recordEvent: (
    tx: DbOrTx,
    row: InvoiceRow,
    action: string,
    actor: Actor | null,
    payload: Record<string, unknown>,
  ) => Promise<unknown>;
  /** after each move, in the same transaction (the contract's invoiceStatus) */
  summarise?: (tx: DbOrTx, row: InvoiceRow) => Promise<void>;
  /** after a move committed: live events (best effort) */
  announce?: (ctx: AppContext, row: InvoiceRow) => Promise<void>;
};

const contractBusiness: InvoiceBusiness = {
  goodsName: SERVICE_GOODS_NAME,
  remark: (code) => `合同编号：${code}`,
  mail: (i) => invoiceMail({ title: i.title, contractCode: i.code, invoiceNo: i.invoiceNo, amount: i.amount }),
  recordEvent: (tx, row, action, actor, payload) =>
    recordContractEvent(tx, { contractId: row.bussId, tenantId: row.tenantId, action, actor, payload }),
  summarise: (tx, row) => summariseContract(tx, row.bussId),
  // The contract's invoice status and its invoice card change on both parties' and the platform's pages.
  announce: (ctx, row) => announceContract(ctx, row.bussId),
};

const businesses = new Map<number, InvoiceBusiness>([[InvoiceBussType.contract, contractBusiness]]);

/** A module registers its business when its routes load (the contract's is built in). */
export const registerInvoiceBusiness = (bussType: number, business: InvoiceBusiness) => {
  if (bussType === InvoiceBussType.contract) throw new Error('合同服务费发票由发票模块自行处理');
  businesses.set(bussType, business);
};

export const invoiceBusinessOf = (bussType: number) => {
  const b = businesses.get(bussType);
  if (!b) throw new Error(`未登记的开票业务类型 ${bussType}`);
  return b;
};

export type BusinessInvoiceApplication = {
  bussType: number;
  bussId: string;
  bussCode: string;
  tenantId: string;
  /** the paying enterprise (the caller's) and its side (FeeParty) */
  enterpriseId: string;
  companyType: number;
  /** tax included: what was paid */
  amount: string;
  invoiceTemplateId: string;
  noticeEmail: string;
};

/**
 * An invoice application for a business record other than a contract share: the owning module checked who may
 * apply and that the amount was paid. The template must be the caller's own (404); one live invoice per record and
 * enterprise (409 invoice.exists; the partial unique index settles two clicks at once). Answers the invoice id.
 */
export const applyBusinessInvoice = async (ctx: AppContext, p: Principal, a: BusinessInvoiceApplication) => {
  const business = invoiceBusinessOf(a.bussType);
  const template = await ownTemplate(ctx.db, p, a.invoiceTemplateId);
  const live = and(
    eq(invoice.bussType, a.bussType),
    eq(invoice.bussId, a.bussId),
    eq(invoice.enterpriseId, a.enterpriseId),
    eq(invoice.isDeleted, 0),
  );
  const [existing] = await ctx.db.select({ id: invoice.id }).from(invoice).where(live).limit(1);
  if (existing) throw refuse.exists();
  const money = splitTax(a.amount);
  const names = await enterpriseNames(ctx.db, [a.enterpriseId]);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoice)
      .values({
        tenantId: a.tenantId,
        bussType: a.bussType,
        bussId: a.bussId,
        bussCode: a.bussCode,
        enterpriseId: a.enterpriseId,
        enterpriseName: names.get(a.enterpriseId) ?? '',
        companyType: a.companyType,
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
        noticeEmail: a.noticeEmail,
        status: InvoiceStatus.applied,
        createUser: p.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse.exists();
    await business.recordEvent(tx, row, 'invoice-apply', p, {
      invoiceId: row.id,
      title: template.title,
      amount: money.gross,
    });
    await business.summarise?.(tx, row);
    return row;
  });
  await business.announce?.(ctx, created);
  return created.id;
};

/** The live invoices of a business record the caller may see (its own enterprise's; the platform all). */
export const businessInvoices = async (ctx: AppContext, p: Principal, bussType: number, bussId: string) => {
  const rows = await ctx.db
    .select()
    .from(invoice)
    .where(and(eq(invoice.bussType, bussType), eq(invoice.bussId, bussId), eq(invoice.isDeleted, 0)))
    .orderBy(invoice.companyType, invoice.id);
  return answersOf(
    ctx,
    p,
    rows.filter((r) => canSeeInvoice(p, r)),
  );
};

import { DEFAULT_TENANT_ID, formatDateTime, offsetOf, toPage } from '@kc/domain';
import { moneyText } from '@kc/domain/contract/fees';
import type { payInboxQuery, paymentLedgerQuery } from '@kc/domain/payment/payment';
import {
  feePartyLabels,
  notifyStatusLabels,
  payWayLabels,
  paymentRefusals as refuse,
  tradePayStatusLabels,
  yuanOf,
} from '@kc/domain/payment/payment';
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { payLedger, payNotify, payOrder } from './payment.table';

/**
 * The payments ledger (支付流水; spec 2 §7 "Fee payment"): one row per share paid, written when an online payment is
 * applied or an offline one confirmed (kc_pay_ledger). The platform sees every row of its tenant, an enterprise
 * only its own; the export is the same filter as CSV.
 */

type LedgerQuery = z.infer<typeof paymentLedgerQuery>;
const EXPORT_MAX_ROWS = 10_000;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const dayStart = (day: string) => {
  const d = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

const ledgerWhere = (p: Principal, q: LedgerQuery): SQL => {
  const scope = isPlatformOperator(p) ? undefined : p.postId ? eq(payLedger.enterpriseId, p.postId) : sql`false`;
  const start = q.startDate ? dayStart(q.startDate) : undefined;
  const end = q.endDate ? dayStart(q.endDate) : undefined;
  return and(
    eq(payLedger.tenantId, p.tenantId),
    scope,
    q.contractCode ? ilike(payLedger.contractCode, like(q.contractCode)) : undefined,
    q.enterpriseName ? ilike(payLedger.enterpriseName, like(q.enterpriseName)) : undefined,
    q.payWay != null ? eq(payLedger.payWay, q.payWay) : undefined,
    q.status != null ? eq(payLedger.status, q.status) : undefined,
    start ? gte(payLedger.createTime, start) : undefined,
    end ? lt(payLedger.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )!;
};

const rowOf = (r: typeof payLedger.$inferSelect) => ({
  id: r.id,
  // a financing service fee's row names the fee (its code is the application's)
  contractId: r.contractId ?? r.bussId ?? '',
  contractCode: r.contractCode,
  companyType: r.party,
  enterpriseName: r.enterpriseName,
  payWay: r.payWay,
  payWayName: payWayLabels[r.payWay] ?? '',
  amount: moneyText(r.amount),
  status: r.status,
  statusName: tradePayStatusLabels[r.status] ?? '',
  outTradeNo: r.orderNo,
  orderNo: r.orderNo,
  transactionId: r.transactionId,
  createTime: formatDateTime(r.createTime),
  paidTime: formatDateTime(r.paidTime),
});

export const ledgerPage = async (ctx: AppContext, p: Principal, q: LedgerQuery) => {
  const where = ledgerWhere(p, q);
  const [total] = await ctx.db.select({ n: count() }).from(payLedger).where(where);
  const rows = await ctx.db
    .select()
    .from(payLedger)
    .where(where)
    .orderBy(desc(payLedger.createTime), desc(payLedger.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(rows.map(rowOf), total?.n ?? 0, q.current, q.size);
};

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
const cell = (v: string | null | undefined) => {
  let s = v ?? '';
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export const ledgerCsv = async (ctx: AppContext, p: Principal, q: LedgerQuery) => {
  const rows = await ctx.db
    .select()
    .from(payLedger)
    .where(ledgerWhere(p, q))
    .orderBy(desc(payLedger.createTime), desc(payLedger.id))
    .limit(EXPORT_MAX_ROWS);
  const header = [
    '合同编号',
    '付款方',
    '企业名称',
    '支付方式',
    '金额（元）',
    '状态',
    '商户订单号',
    '支付交易号',
    '记录时间',
    '支付时间',
  ];
  const lines = rows
    .map(rowOf)
    .map((r) =>
      [
        r.contractCode,
        feePartyLabels[r.companyType] ?? '',
        r.enterpriseName,
        r.payWayName,
        r.amount,
        r.statusName,
        r.orderNo,
        r.transactionId,
        r.createTime,
        r.paidTime,
      ]
        .map(cell)
        .join(','),
    );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
};

/** The notification inbox (platform only): every message as it arrived, with its verdict. */
export const inboxPage = async (ctx: AppContext, p: Principal, q: z.infer<typeof payInboxQuery>) => {
  if (!isPlatformOperator(p)) throw refuse.inboxPlatformOnly();
  // The platform's home tenant reviews every message (one that never verified belongs to no tenant); another
  // tenant's operators only the messages of its own orders.
  const where = and(
    p.tenantId === DEFAULT_TENANT_ID
      ? undefined
      : inArray(
          payNotify.outTradeNo,
          ctx.db.select({ no: payOrder.outTradeNo }).from(payOrder).where(eq(payOrder.tenantId, p.tenantId)),
        ),
    q.provider ? eq(payNotify.provider, q.provider) : undefined,
    q.status != null ? eq(payNotify.status, q.status) : undefined,
    q.outTradeNo ? eq(payNotify.outTradeNo, q.outTradeNo) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(payNotify).where(where);
  const rows = await ctx.db
    .select()
    .from(payNotify)
    .where(where)
    .orderBy(desc(payNotify.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      source: r.source,
      transactionId: r.transactionId,
      outTradeNo: r.outTradeNo,
      amount: r.amountFen != null && r.amountFen >= 0 ? yuanOf(r.amountFen) : null,
      status: r.status,
      statusName: notifyStatusLabels[r.status] ?? '',
      reason: r.reason,
      receivedTime: formatDateTime(r.receivedTime),
      processedTime: formatDateTime(r.processedTime),
      rawBody: r.rawBody,
      bodyLength: r.bodyLength,
      bodySha256: r.bodySha256,
    })),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import type {
  disbursementRow,
  loanSummary,
  repaymentListQuery,
  repaymentListRow,
  repaymentRow,
  repaymentSummary,
} from '@kc/domain/finance/finance';
import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNames } from '../enterprise';
import { financeApply, financeLoan, financeRepayment } from './finance.table';
import { isRedactedFor, loadVisibleApply, visibleApplies } from './finance-access';

/**
 * The loan's answers are figures through and through: a warehouse reviewer (finance_warehouse) gets 403
 * figures_hidden for each of them — the application itself it sees (404 stays for those who do not).
 */
const loanVisibleApply = async (db: DbOrTx, p: Principal, id: string) => {
  const { row, sides } = await loadVisibleApply(db, p, id);
  if (isRedactedFor(sides)) throw refuse.figuresHidden();
  return row;
};

const loansOf = (db: DbOrTx, applyId: string) =>
  db
    .select()
    .from(financeLoan)
    .where(eq(financeLoan.applyId, applyId))
    .orderBy(asc(financeLoan.loanDate), asc(financeLoan.id));
const repaymentsOf = (db: DbOrTx, applyId: string) =>
  db
    .select()
    .from(financeRepayment)
    .where(eq(financeRepayment.applyId, applyId))
    .orderBy(asc(financeRepayment.repayDate), asc(financeRepayment.id));

/** disburseList?applicationId: the bank's disbursements, oldest first. */
export const disbursements = async (
  db: DbOrTx,
  p: Principal,
  applyId: string,
): Promise<z.infer<typeof disbursementRow>[]> => {
  const row = await loanVisibleApply(db, p, applyId);
  return (await loansOf(db, row.id)).map((l) => ({
    id: l.id,
    bankRef: l.bankRef,
    amount: l.amount,
    currency: l.currency,
    loanDate: l.loanDate,
    dueDate: l.dueDate,
    interestRate: l.interestRate,
    createTime: formatDateTime(l.createTime),
  }));
};

/** repaymentList?applicationId: the repayments the bank recorded, oldest first. */
export const repayments = async (
  db: DbOrTx,
  p: Principal,
  applyId: string,
): Promise<z.infer<typeof repaymentRow>[]> => {
  const row = await loanVisibleApply(db, p, applyId);
  return (await repaymentsOf(db, row.id)).map((r) => ({
    id: r.id,
    bankRef: r.bankRef,
    amount: r.amount,
    repayDate: r.repayDate,
    createTime: formatDateTime(r.createTime),
  }));
};

const total = (rows: { amount: string }[]) => rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));

/** getDisburseInfo?applicationId: the loan summary. */
export const disburseInfo = async (db: DbOrTx, p: Principal, applyId: string): Promise<z.infer<typeof loanSummary>> => {
  const row = await loanVisibleApply(db, p, applyId);
  const loans = await loansOf(db, row.id);
  return {
    applicationId: row.id,
    financeAppId: row.financeAppId,
    loanMoney: row.loanMoney,
    disbursedMoney: total(loans).toFixed(2),
    loanCurrency: row.loanCurrency,
    loanDate: row.loanDate,
    dateDue: row.dateDue,
    interestInfo: row.interestInfo,
    loanMoneyStatus: row.loanMoneyStatus,
    disburseCount: loans.length,
  };
};

/** getRepaymentInfo?applicationId: repaid and outstanding. */
export const repaymentInfo = async (
  db: DbOrTx,
  p: Principal,
  applyId: string,
): Promise<z.infer<typeof repaymentSummary>> => {
  const row = await loanVisibleApply(db, p, applyId);
  const rows = await repaymentsOf(db, row.id);
  const repaid = total(rows);
  const outstanding = row.loanMoney ? Decimal.max(new Decimal(row.loanMoney).minus(repaid), 0) : new Decimal(0);
  return {
    applicationId: row.id,
    loanMoney: row.loanMoney,
    repaidMoney: repaid.toFixed(2),
    outstanding: outstanding.toFixed(2),
    repaymentCount: rows.length,
    finishTime: formatDateTime(row.finishTime),
  };
};

/**
 * The applications whose figures the caller receives: those it sees, less those it sees only as their warehouse
 * (finance_warehouse, spec 2 §6) — the platform sees every submitted one, an enterprise its own as shipper or bank.
 */
const withFigures = (p: Principal): SQL => {
  if (isPlatformOperator(p) || !p.postId) return visibleApplies(p);
  return and(visibleApplies(p), or(eq(financeApply.shipperId, p.postId), eq(financeApply.bankId, p.postId)))!;
};

/**
 * kc-finance/repayment/list (spec 2 §7 "Also"): the repayments the banks recorded on the caller's applications, newest
 * first, paged; `applicationId` narrows it to one (an application the caller does not see, or sees without figures,
 * simply has none here).
 */
export const repaymentPage = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof repaymentListQuery>,
): Promise<Page<z.infer<typeof repaymentListRow>>> => {
  const where = and(withFigures(p), q.applicationId ? eq(financeApply.id, q.applicationId) : undefined);
  const [n] = await db
    .select({ n: count() })
    .from(financeRepayment)
    .innerJoin(financeApply, eq(financeApply.id, financeRepayment.applyId))
    .where(where);
  const rows = await db
    .select({ r: financeRepayment, a: financeApply })
    .from(financeRepayment)
    .innerJoin(financeApply, eq(financeApply.id, financeRepayment.applyId))
    .where(where)
    .orderBy(desc(financeRepayment.repayDate), desc(financeRepayment.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const names = await enterpriseNames(db, [...new Set(rows.flatMap(({ a }) => [a.shipperId, a.bankId]))]);
  const records = rows.map(({ r, a }) => ({
    id: r.id,
    bankRef: r.bankRef,
    amount: r.amount,
    repayDate: r.repayDate,
    createTime: formatDateTime(r.createTime),
    applicationId: a.id,
    applyCode: a.code,
    shipperCompName: names.get(a.shipperId) ?? '',
    bankName: names.get(a.bankId) ?? '',
  }));
  return toPage(records, n?.n ?? 0, q.current, q.size);
};

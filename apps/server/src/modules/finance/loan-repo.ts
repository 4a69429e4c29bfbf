import { formatDateTime } from '@kc/domain';
import type { disbursementRow, loanSummary, repaymentRow, repaymentSummary } from '@kc/domain/finance/finance';
import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { financeLoan, financeRepayment } from './finance.table';
import { isRedactedFor, loadVisibleApply } from './finance-access';

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

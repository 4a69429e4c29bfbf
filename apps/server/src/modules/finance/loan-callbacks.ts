import {
  checkDisbursement,
  checkRepayment,
  disbursementPhase,
  type LoanBook,
  type LoanVerdict,
  loanCurrencyOf,
  loanOutstanding,
  repaymentPhase,
} from '@kc/domain/finance/loan-bounds';
import { CollateralAccResult, FinanceStatus, financeApplyMachine, LoanMoneyStatus } from '@kc/domain/finance/status';
import Decimal from 'decimal.js';
import { and, count, eq, max, min, sum } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transition } from '../../platform/state/transition';
import { bankActor } from './apply-moves';
import { early, refused } from './bank-errors';
import type { Applied, Of } from './bank-event';
import { markRequestDisbursed } from './disburse-request';
import { financeApply, financeApplyBill, financeLoan, financeRepayment } from './finance.table';
import type { FinanceApplyRow } from './finance-access';
import { releaseInstructionHandler } from './release-hook';

/** The bank as the actor of the loan's moves (its events name the bank's enterprise, as bankEvent's do). */
const bankOf = (row: FinanceApplyRow) => ({ ...bankActor(row.tenantId), postId: row.bankId });

const MONEY = /^\d{1,16}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE = /^\d{1,4}(\.\d{1,4})?$/;

const positiveMoney = (v: string, what: string) => {
  if (!MONEY.test(String(v)) || new Decimal(v).lte(0)) throw refused(`${what}格式错误：${String(v).slice(0, 20)}`);
  return new Decimal(v).toFixed(2);
};

/** A verdict of the loan's rules (@kc/domain/finance/loan-bounds) as the inbox takes it: early, refused, or on. */
const enforce = (verdict: LoanVerdict) => {
  if (verdict.ok) return;
  throw verdict.early ? early(verdict.reason) : refused(verdict.reason);
};

/**
 * The application's money as the bank's records here stand (the caller holds its row lock, so no other callback
 * moves them meanwhile): Σ disbursed, Σ repaid, the admitted collateral's estimated pledge amount and the loan's
 * currency (its first disbursement's, else the collateral's).
 */
const loanBookOf = async (tx: DbOrTx, row: FinanceApplyRow): Promise<LoanBook & { loans: number }> => {
  const [lent] = await tx
    .select({ amount: sum(financeLoan.amount), loans: count() })
    .from(financeLoan)
    .where(eq(financeLoan.applyId, row.id));
  const [back] = await tx
    .select({ amount: sum(financeRepayment.amount) })
    .from(financeRepayment)
    .where(eq(financeRepayment.applyId, row.id));
  const [admitted] = await tx
    .select({ amount: sum(financeApplyBill.pledgeAmount), ccyCd: min(financeApplyBill.ccyCd) })
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.applyId, row.id),
        eq(financeApplyBill.active, 1),
        eq(financeApplyBill.collateralAccResult, CollateralAccResult.accepted),
      ),
    );
  return {
    applyMoney: row.applyMoney,
    admittedPledgeAmount: admitted?.amount ?? '0',
    disbursed: lent?.amount ?? '0',
    repaid: back?.amount ?? '0',
    currency: loanCurrencyOf(row.loanCurrency, admitted?.ccyCd),
    loans: Number(lent?.loans ?? 0),
  };
};

/**
 * loan.disbursed (README "The flow" 6): checked against the business first (loan-bounds.ts: the pledge registered
 * and the application pledged, in the loan's currency, within min(applyMoney, admitted pledge amount) − Σ disbursed);
 * then a disbursement row (one per bank number: a repeat changes nothing), and the application's loan as the bank
 * made it — loanMoney = Σ disbursed, currency, first loan date, last due date, interest — with loanMoneyStatus 0
 * (修改) until the platform or the bank submits it (updateLoanMoney).
 */
export const applyLoanDisbursed = async (
  tx: DbOrTx,
  row: FinanceApplyRow,
  data: Of<'loan.disbursed'>,
): Promise<Applied> => {
  enforce(disbursementPhase({ status: row.status, registered: Boolean(row.registrationNo) }));
  const amount = positiveMoney(data.amount, '放款金额');
  if (!DATE.test(data.loanDate) || !DATE.test(data.dueDate) || data.dueDate < data.loanDate)
    throw refused('放款日期或到期日期错误');
  if (!RATE.test(String(data.interestRate))) throw refused('利率格式错误');
  const bankRef = String(data.disburseNo).slice(0, 64);
  const [known] = await tx
    .select({ id: financeLoan.id })
    .from(financeLoan)
    .where(and(eq(financeLoan.applyId, row.id), eq(financeLoan.bankRef, bankRef)));
  if (known) throw refused(`放款编号 ${data.disburseNo} 已记录`);
  const book = await loanBookOf(tx, row);
  enforce(checkDisbursement(book, { amount, currency: String(data.currency) }));
  const [loan] = await tx
    .insert(financeLoan)
    .values({
      tenantId: row.tenantId,
      applyId: row.id,
      bankRef,
      amount,
      currency: String(data.currency).slice(0, 8),
      loanDate: data.loanDate,
      dueDate: data.dueDate,
      interestRate: String(data.interestRate),
    })
    .onConflictDoNothing()
    .returning();
  if (!loan) throw refused(`放款编号 ${data.disburseNo} 已记录`);
  await markRequestDisbursed(tx, row, data.requestId, loan.bankRef);
  const [total] = await tx
    .select({ amount: sum(financeLoan.amount), first: min(financeLoan.loanDate), due: max(financeLoan.dueDate) })
    .from(financeLoan)
    .where(eq(financeLoan.applyId, row.id));
  const updated = await transition(tx, {
    table: financeApply,
    id: row.id,
    machine: financeApplyMachine,
    move: 'loanDisbursed',
    action: 'loan-disbursed',
    actor: bankOf(row),
    payload: { disburseNo: data.disburseNo, amount, loanDate: data.loanDate },
    set: {
      loanMoney: new Decimal(total?.amount ?? amount).toFixed(2),
      loanCurrency: row.loanCurrency ?? loan.currency,
      loanDate: total?.first ?? data.loanDate,
      dateDue: total?.due ?? data.dueDate,
      interestInfo: String(data.interestRate),
      loanMoneyStatus: row.loanMoneyStatus ?? LoanMoneyStatus.saved,
    },
  });
  return { row: updated, what: 'loanDisbursed' };
};

/**
 * loan.repaid: checked against the business first (loan-bounds.ts: pledged with a disbursement, in the loan's
 * currency, at most Σ disbursed − Σ repaid); then a repayment row (one per bank number), repaidMoney = Σ repaid;
 * once nothing is outstanding the application completes (70 → 100, finishTime). The receipts stay pledged until the
 * bank's release instruction.
 */
export const applyLoanRepaid = async (tx: DbOrTx, row: FinanceApplyRow, data: Of<'loan.repaid'>): Promise<Applied> => {
  const before = await loanBookOf(tx, row);
  enforce(repaymentPhase({ status: row.status, hasDisbursement: before.loans > 0 }));
  const amount = positiveMoney(data.amount, '还款金额');
  if (!DATE.test(data.repayDate)) throw refused('还款日期错误');
  const bankRef = String(data.repayNo).slice(0, 64);
  const [known] = await tx
    .select({ id: financeRepayment.id })
    .from(financeRepayment)
    .where(and(eq(financeRepayment.applyId, row.id), eq(financeRepayment.bankRef, bankRef)));
  if (known) throw refused(`还款编号 ${data.repayNo} 已记录`);
  enforce(checkRepayment(before, { amount, currency: data.currency }));
  const [repayment] = await tx
    .insert(financeRepayment)
    .values({ tenantId: row.tenantId, applyId: row.id, bankRef, amount, repayDate: data.repayDate })
    .onConflictDoNothing()
    .returning();
  if (!repayment) throw refused(`还款编号 ${data.repayNo} 已记录`);
  const repaidMoney = new Decimal(before.repaid).plus(amount).toFixed(2);
  const settled = new Decimal(loanOutstanding({ disbursed: before.disbursed, repaid: repaidMoney })).isZero();
  if (settled) {
    const moved = await transition(tx, {
      table: financeApply,
      id: row.id,
      machine: financeApplyMachine,
      move: 'repaid',
      actor: bankActor(row.tenantId),
      payload: { repayNo: data.repayNo, amount, repaidMoney },
      set: { repaidMoney, finishTime: new Date() },
    });
    return { row: moved, what: 'repaid' };
  }
  const updated = await transition(tx, {
    table: financeApply,
    id: row.id,
    machine: financeApplyMachine,
    move: 'loanRepaid',
    action: 'loan-repaid',
    actor: bankOf(row),
    payload: { repayNo: data.repayNo, amount, repaidMoney },
    set: { repaidMoney },
  });
  return { row: updated, what: 'loanRepaid' };
};

/**
 * release.instruction: the bank lets go of receipts, whole or in part, after the loan is repaid (100) or before
 * (70: a partial release while the loan runs). The instruction becomes a release record (modules/release, through
 * the handler it registered: release-hook.ts) that the parties review before the receipts are freed and the bank
 * hears our feedback; the receipts stay pledged meanwhile. Any other status refuses it.
 */
export const applyReleaseInstruction = async (
  ctx: AppContext,
  tx: DbOrTx,
  row: FinanceApplyRow,
  data: Of<'release.instruction'>,
): Promise<Applied> => {
  if (row.status !== FinanceStatus.pledged && row.status !== FinanceStatus.complete)
    throw refused(`融资申请状态（${row.status}）不能解押`);
  const handle = releaseInstructionHandler();
  if (!handle) throw refused('平台未启用解押处理');
  const done = await handle(ctx, tx, row, data);
  return { row, what: done.what, after: done.after };
};

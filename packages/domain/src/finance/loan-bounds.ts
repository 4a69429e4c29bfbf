import Decimal from 'decimal.js';
import { formatAmount } from '../shared/money';
import { CNY } from './formulas';
import { FinanceStatus, financeStatusLabel } from './status';

/**
 * How far the bank's money may go on one application (spec 2 §9 estimated pledge amount; spec 3 §5 Loan amount;
 * README "The bank's callbacks"). The bank's callbacks are signed, but a signature proves only who sent a figure, not
 * that the business can take it: every disbursement and repayment is checked against these rules before the inbox
 * applies it, and refused (kept with the reason) when it breaks one.
 *
 * - **What may be lent** is the smaller of the amount the shipper applied for (applyMoney) and the estimated pledge
 *   amount of the collateral the bank admitted (Σ price × pledge rate % × weight over the receipts whose admission
 *   result is 0). The pledge rate is the bank's loan-to-value ratio: the estimated pledge amount is already the
 *   most the collateral secures, and the application asked for no more than applyMoney. Disbursements add up: each
 *   one may take only what the earlier ones left.
 * - **What may be repaid** is what is outstanding: Σ disbursed − Σ repaid (the bank's own records; the platform's
 *   editable loanMoney is a figure for the service fee, not money that moved).
 * - **The currency** of the loan is the one of its first disbursement; before it, the collateral's (its price's
 *   ccy_cd, 156 人民币). A callback in another currency is refused.
 * - **When**: a disbursement needs the pledge registered; before the last pledge seal (60, registered) it waits (the
 *   bank may lend on its registration before our seals are in), at 70 it applies, in any other status (50, 100, 0,
 *   101, or 60 before the registration) it is refused. A repayment applies at 70 after a disbursement; before the
 *   disbursement is recorded (60, or 70 without one) it waits; after completion (100), or at 0/50/101, it is refused.
 */

/** The figures of an application the bounds are computed from (decimal text or Decimal). */
export type LoanBook = {
  applyMoney: Decimal.Value;
  /** Σ estimated pledge amount of the receipts the bank admitted (collateralAccResult 0) */
  admittedPledgeAmount: Decimal.Value;
  /** Σ of the disbursements recorded so far */
  disbursed: Decimal.Value;
  /** Σ of the repayments recorded so far */
  repaid: Decimal.Value;
  /** the loan's currency (ccy_cd) */
  currency: string;
};

/** The most the bank may lend on the application: min(applyMoney, admitted estimated pledge amount). */
export const loanCeiling = (b: Pick<LoanBook, 'applyMoney' | 'admittedPledgeAmount'>) =>
  Decimal.max(Decimal.min(new Decimal(b.applyMoney), new Decimal(b.admittedPledgeAmount)), 0);

/** What is left to disburse: the ceiling less what was disbursed (never below 0), to the cent. */
export const disbursementRoom = (b: Pick<LoanBook, 'applyMoney' | 'admittedPledgeAmount' | 'disbursed'>) =>
  Decimal.max(loanCeiling(b).minus(new Decimal(b.disbursed)), 0).toFixed(2);

/** What is outstanding: Σ disbursed − Σ repaid (never below 0), to the cent. */
export const loanOutstanding = (b: Pick<LoanBook, 'disbursed' | 'repaid'>) =>
  Decimal.max(new Decimal(b.disbursed).minus(new Decimal(b.repaid)), 0).toFixed(2);

/** The currency a loan is in: its first disbursement's, else the collateral's (156 when none is named). */
export const loanCurrencyOf = (loanCurrency: string | null | undefined, collateralCurrency?: string | null) =>
  loanCurrency || collateralCurrency || CNY;

/** The reasons a money callback is refused or kept waiting (Chinese; kept in the inbox for a person to read). */
export const loanCallbackMessages = {
  disburseNotRegistered: '质押尚未登记，银行不能放款',
  disburseAwaitingSeals: '质押签章尚未完成',
  disburseStatus: (statusName: string) => `融资申请状态为「${statusName}」，不能放款`,
  overDisbursed: (amount: string, room: string, ceiling: string, disbursed: string) =>
    `放款金额 ${formatAmount(amount)} 超出可放款余额 ${formatAmount(room)}（可放款上限 ${formatAmount(ceiling)}，即申请金额与准入仓单预估质押金额之较小者；已放款 ${formatAmount(disbursed)}）`,
  repayAwaitingLoan: '尚未记录放款',
  repayStatus: (statusName: string) => `融资申请状态为「${statusName}」，不能还款`,
  overRepaid: (amount: string, outstanding: string) =>
    `还款金额 ${formatAmount(amount)} 超出未还金额 ${formatAmount(outstanding)}`,
  currency: (given: string, loan: string) => `币种（${given}）与贷款币种（${loan}）不符`,
} as const;

/** A money callback's verdict: apply it, keep it until the application caught up (early), or refuse it. */
export type LoanVerdict = { ok: true } | { ok: false; early: boolean; reason: string };

const ok: LoanVerdict = { ok: true };
const refuse = (reason: string): LoanVerdict => ({ ok: false, early: false, reason });
const wait = (reason: string): LoanVerdict => ({ ok: false, early: true, reason });

/** Whether the application's status takes a disbursement now (see the rules above). */
export const disbursementPhase = (a: { status: number; registered: boolean }): LoanVerdict => {
  if (a.status === FinanceStatus.pledged) return ok;
  if (a.status === FinanceStatus.awaitingPledge)
    return a.registered
      ? wait(loanCallbackMessages.disburseAwaitingSeals)
      : refuse(loanCallbackMessages.disburseNotRegistered);
  return refuse(loanCallbackMessages.disburseStatus(financeStatusLabel(a.status) || String(a.status)));
};

/** Whether the application's status takes a repayment now (see the rules above). */
export const repaymentPhase = (a: { status: number; hasDisbursement: boolean }): LoanVerdict => {
  if (a.status === FinanceStatus.pledged) return a.hasDisbursement ? ok : wait(loanCallbackMessages.repayAwaitingLoan);
  if (a.status === FinanceStatus.awaitingPledge) return wait(loanCallbackMessages.repayAwaitingLoan);
  return refuse(loanCallbackMessages.repayStatus(financeStatusLabel(a.status) || String(a.status)));
};

/** A disbursement of `amount` in `currency` against the book: within the room left, in the loan's currency. */
export const checkDisbursement = (b: LoanBook, d: { amount: Decimal.Value; currency: string }): LoanVerdict => {
  if (d.currency !== b.currency) return refuse(loanCallbackMessages.currency(d.currency, b.currency));
  const room = disbursementRoom(b);
  const amount = new Decimal(d.amount);
  if (amount.gt(room))
    return refuse(
      loanCallbackMessages.overDisbursed(
        amount.toFixed(2),
        room,
        loanCeiling(b).toFixed(2),
        new Decimal(b.disbursed).toFixed(2),
      ),
    );
  return ok;
};

/** A repayment of `amount` (in `currency` when the bank names one) against the book: at most what is outstanding. */
export const checkRepayment = (b: LoanBook, r: { amount: Decimal.Value; currency?: string | null }): LoanVerdict => {
  if (r.currency && r.currency !== b.currency) return refuse(loanCallbackMessages.currency(r.currency, b.currency));
  const outstanding = loanOutstanding(b);
  const amount = new Decimal(r.amount);
  if (amount.gt(outstanding)) return refuse(loanCallbackMessages.overRepaid(amount.toFixed(2), outstanding));
  return ok;
};

/**
 * spec 2 §9: an application may ask for at most its estimated pledge amount (Σ price × pledge rate % × weight). The
 * pledge rate is the bank's loan-to-value ratio, so the estimate is already what the collateral secures; a bank of
 * this platform lends only against the pledged receipts (no unsecured credit line), so asking above it is refused,
 * not merely warned. Answers whether `applyMoney` is above the estimate.
 */
export const asksAbovePledgeAmount = (applyMoney: Decimal.Value, pledgeAmount: Decimal.Value) =>
  new Decimal(applyMoney).gt(new Decimal(pledgeAmount));

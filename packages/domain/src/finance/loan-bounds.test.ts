import { describe, expect, it } from 'vitest';
import { financeRefusals } from './finance';
import { estimatedPledgeAmount } from './formulas';
import {
  asksAbovePledgeAmount,
  checkDisbursement,
  checkRepayment,
  disbursementPhase,
  disbursementRoom,
  loanCallbackMessages,
  loanCeiling,
  loanCurrencyOf,
  loanOutstanding,
  repaymentPhase,
} from './loan-bounds';

/** The business bounds of the bank's money (spec 2 §9; loan-bounds.ts), to the cent. */
const book = {
  applyMoney: '600000.00',
  admittedPledgeAmount: '639693.60',
  disbursed: '0',
  repaid: '0',
  currency: '156',
};

describe('what the bank may lend and be repaid', () => {
  it('lends at most min(applyMoney, admitted estimated pledge amount), less what it lent', () => {
    expect(loanCeiling(book).toFixed(2)).toBe('600000.00');
    expect(loanCeiling({ applyMoney: '900000', admittedPledgeAmount: '278460.00' }).toFixed(2)).toBe('278460.00');
    expect(disbursementRoom({ ...book, disbursed: '580000.00' })).toBe('20000.00');
    expect(disbursementRoom({ ...book, disbursed: '700000.00' })).toBe('0.00');
    expect(checkDisbursement(book, { amount: '600000.00', currency: '156' })).toEqual({ ok: true });
    expect(checkDisbursement(book, { amount: '50000000.00', currency: '156' })).toEqual({
      ok: false,
      early: false,
      reason: loanCallbackMessages.overDisbursed('50000000.00', '600000.00', '600000.00', '0.00'),
    });
    expect(checkDisbursement({ ...book, disbursed: '580000' }, { amount: '20000.01', currency: '156' })).toMatchObject({
      ok: false,
      reason:
        '放款金额 20,000.01 超出可放款余额 20,000.00（可放款上限 600,000.00，即申请金额与准入仓单预估质押金额之较小者；已放款 580,000.00）',
    });
    expect(checkDisbursement({ ...book, admittedPledgeAmount: '0' }, { amount: '0.01', currency: '156' }).ok).toBe(
      false,
    );
  });

  it('takes repayments up to Σ disbursed − Σ repaid', () => {
    const lent = { ...book, disbursed: '580000.00', repaid: '80000.00' };
    expect(loanOutstanding(lent)).toBe('500000.00');
    expect(checkRepayment(lent, { amount: '500000.00' })).toEqual({ ok: true });
    expect(checkRepayment(lent, { amount: '99999999.00' })).toEqual({
      ok: false,
      early: false,
      reason: '还款金额 99,999,999.00 超出未还金额 500,000.00',
    });
    expect(checkRepayment({ ...lent, repaid: '580000.00' }, { amount: '0.01' }).ok).toBe(false);
  });

  it('refuses another currency than the loan’s (its first disbursement’s, else the collateral’s)', () => {
    expect(loanCurrencyOf(null, null)).toBe('156');
    expect(loanCurrencyOf(null, '840')).toBe('840');
    expect(loanCurrencyOf('156', '840')).toBe('156');
    expect(checkDisbursement(book, { amount: '1', currency: '840' })).toMatchObject({
      ok: false,
      reason: '币种（840）与贷款币种（156）不符',
    });
    expect(checkRepayment({ ...book, disbursed: '1' }, { amount: '1', currency: '840' }).ok).toBe(false);
    // A bank that names no currency on a repayment means the loan's.
    expect(checkRepayment({ ...book, disbursed: '1' }, { amount: '1' }).ok).toBe(true);
  });

  it('takes money only in a status that can: disbursement at 70, waiting at 60 once registered', () => {
    expect(disbursementPhase({ status: 70, registered: true })).toEqual({ ok: true });
    expect(disbursementPhase({ status: 60, registered: true })).toMatchObject({ ok: false, early: true });
    expect(disbursementPhase({ status: 60, registered: false })).toEqual({
      ok: false,
      early: false,
      reason: loanCallbackMessages.disburseNotRegistered,
    });
    for (const [status, name] of [
      [50, '待四方协议审核'],
      [100, '融资完成'],
      [0, '已作废'],
      [101, '融资拒绝'],
    ] as const)
      expect(disbursementPhase({ status, registered: true })).toEqual({
        ok: false,
        early: false,
        reason: `融资申请状态为「${name}」，不能放款`,
      });
    expect(repaymentPhase({ status: 70, hasDisbursement: true })).toEqual({ ok: true });
    expect(repaymentPhase({ status: 70, hasDisbursement: false })).toMatchObject({ ok: false, early: true });
    expect(repaymentPhase({ status: 60, hasDisbursement: false })).toMatchObject({ ok: false, early: true });
    expect(repaymentPhase({ status: 100, hasDisbursement: true })).toEqual({
      ok: false,
      early: false,
      reason: '融资申请状态为「融资完成」，不能还款',
    });
  });
});

describe('an application asks at most its estimated pledge amount', () => {
  it('compares the amount with Σ price × pledge rate % × weight, to the cent', () => {
    // 2 × 19.98 t at 15,500 × 70 %: 433,566.00
    const estimate = estimatedPledgeAmount([
      { priceUnit: '15500', cltPlgRate: '70', totalWeight: '19.98' },
      { priceUnit: '15500', cltPlgRate: '70', totalWeight: '19.98' },
    ]);
    expect(estimate).toBe('433566.00');
    expect(asksAbovePledgeAmount('433566.00', estimate)).toBe(false);
    expect(asksAbovePledgeAmount('433566.01', estimate)).toBe(true);
    expect(asksAbovePledgeAmount('500000', estimate)).toBe(true);
    const refusal = financeRefusals.overPledgeAmount('500,000.00', '433,566.00');
    expect(refusal).toMatchObject({ code: 400, reason: 'finance.over_pledge_amount' });
    expect(refusal.message).toBe(
      '申请金额（500,000.00 元）不能超过预估质押金额（433,566.00 元），请调低申请金额或增加质押仓单',
    );
  });
});

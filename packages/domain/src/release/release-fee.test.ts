import { describe, expect, it } from 'vitest';
import { bankSandboxVoidReleaseBody } from '../finance/bank-sandbox';
import { releaseMachine } from './release';
import { releaseFeeMessages, releasePayCodeQuery, releaseSubmitServiceAmountBody } from './release-fee';

const form = {
  applyId: '1',
  releaseId: '2',
  loanMoney: '400000',
  ccyCd: '156',
  exchangeRate: '1',
  feeBegin: '2026-12-01',
  feeEnd: '2026-12-31',
  feeRate: '5.5',
  daysOfYear: 360,
  discountRate: '95',
  serviceAmountStatus: 1,
};
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the release fee form and moves', () => {
  it("the release's form is finance's with the release id required", () => {
    expect(releaseSubmitServiceAmountBody.safeParse(form).success).toBe(true);
    expect(messageOf(releaseSubmitServiceAmountBody.safeParse({ ...form, releaseId: undefined }))).toBe(
      releaseFeeMessages.releaseId,
    );
    // finance's own messages still apply
    expect(messageOf(releaseSubmitServiceAmountBody.safeParse({ ...form, feeEnd: '2026-11-30' }))).toBe(
      '计费结束日期不能早于开始日期',
    );
  });

  it('the pay code takes WeChat 10 or Alipay 11', () => {
    expect(releasePayCodeQuery.safeParse({ id: '1', type: '10' }).success).toBe(true);
    expect(messageOf(releasePayCodeQuery.safeParse({ id: '1', type: '12' }))).toBe('请选择支付方式');
  });

  it('resubmit from 11 and 21; the bank voids from 5, 10, 11, 20, 21 only', () => {
    expect([11, 21].every((s) => releaseMachine.can('resubmit', s))).toBe(true);
    expect([5, 10, 20, 30, 40, 50, 0].some((s) => releaseMachine.can('resubmit', s))).toBe(false);
    expect([5, 10, 11, 20, 21].every((s) => releaseMachine.can('void', s))).toBe(true);
    expect([30, 40, 50, 0].some((s) => releaseMachine.can('void', s))).toBe(false);
  });

  it("the sandbox's 撤销解押 names the instruction", () => {
    expect(messageOf(bankSandboxVoidReleaseBody.safeParse({ applyId: '1', instructionNo: ' ' }))).toBe(
      '请选择解押指令',
    );
    expect(bankSandboxVoidReleaseBody.safeParse({ applyId: '1', instructionNo: 'JY1', reason: '取消' }).success).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { releaseFeePayCallsOf } from './release-fee-pay-calls';

describe('releaseFeePayCallsOf', () => {
  it("asks the release paths with the release's id, not the fee id the pay dialog passes", async () => {
    const asked: string[] = [];
    const calls = releaseFeePayCallsOf('release-7', {
      payCode: async (id, type) => {
        asked.push(`code ${id} ${type}`);
        return {} as never;
      },
      payResult: async (id) => {
        asked.push(`result ${id}`);
        return 'pending';
      },
    });
    await calls.payCode('fee-3', 10);
    await calls.payResult('fee-3');
    expect(asked).toEqual(['code release-7 10', 'result release-7']);
    expect(calls.paidEvent({ contractId: 'fee-3', status: 'success' }, 'fee-3')).toBe(false);
  });
});

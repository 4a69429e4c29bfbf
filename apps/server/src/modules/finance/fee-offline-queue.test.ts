import type { Page } from '@kc/domain';
import type { FinanceApplyRecord } from '@kc/domain/finance/finance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseIdOfAccount } from '../../test/fixtures/contract';
import { createEnterprise, createTestApp, dataOf, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import { makeDisbursedApply } from './service-fee.fixtures';

/**
 * The platform's queue of offline vouchers on the financing list (/ccb/finance, ccb/finance/list offlinePending=1):
 * the applications whose service-fee voucher waits for the platform's confirmation (tradePayStatus 20), and only
 * within what the caller may see.
 */

const BASE = '/api/kc-flrk/ccb/finance';
let t: TestApp;
const ids: Record<string, string> = {};
const tok: Record<string, string> = {};

const upload = async (token: string, seed: number) => {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...form(file('回单.png', png(seed))),
  });
  return (await dataOf<{ attachId: string }>(res)).attachId;
};
/** A disbursed application whose fee the platform committed; answers the application and the fee ids. */
const committed = async (shipperId = ids.shipper!) => {
  const { apply } = await makeDisbursedApply(t.ctx, { shipperId, warehouseId: ids.warehouse!, bankId: ids.bank! });
  const fee = await dataOf<{ id: string }>(
    t.post(tok.platform!, `${BASE}/submitServiceAmount`, {
      applyId: apply.id,
      loanMoney: '1000000',
      ccyCd: '156',
      exchangeRate: '1',
      feeBegin: '2026-01-01',
      feeEnd: '2026-01-31',
      feeRate: '0.5',
      daysOfYear: 360,
      discountRate: '100',
      serviceAmountStatus: 1,
    }),
  );
  return { applyId: apply.id, feeId: fee.id };
};
const voucher = async (token: string, feeId: string, seed: number) =>
  dataOf<string>(
    t.post(token, `${BASE}/insertAttach`, { pushPickGoodsId: feeId, attachId: await upload(token, seed) }),
  );
const queue = async (token: string) =>
  (await dataOf<Page<FinanceApplyRecord>>(t.get(token, `${BASE}/list`, { offlinePending: '1', size: '100' }))).records
    .map((r) => r.id)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['shipper', 'warehouse', 'bank']) ids[a] = await enterpriseIdOfAccount(t.ctx.db, a);
  for (const a of ['shipper', 'warehouse', 'bank', 'platform']) tok[a] = await t.login(a);
  ids.other = await createEnterprise(t.ctx.db, { name: '另一家棉业有限公司', type: '1' });
  tok.other = (await t.newUser('fee-queue-other', { roleAliases: ['shipper'], postId: ids.other, userType: 3 })).token;
});
afterAll(async () => t?.close());

describe(`the financing list's queue of offline vouchers on ${process.env.TEST_DB}`, () => {
  it('lists only the applications whose fee voucher waits for the platform, and only to those who see them', async () => {
    const waiting = await committed();
    const confirmed = await committed();
    const unpaid = await committed();
    const others = await committed(ids.other);
    await voucher(tok.shipper!, waiting.feeId, 21);
    await voucher(tok.shipper!, confirmed.feeId, 22);
    await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: confirmed.feeId }));
    await voucher(tok.other!, others.feeId, 23);

    expect(await queue(tok.platform!)).toEqual([waiting.applyId, others.applyId].sort());
    const page = await dataOf<Page<FinanceApplyRecord>>(
      t.get(tok.platform!, `${BASE}/list`, { offlinePending: '1', size: '1' }),
    );
    expect(page.total).toBe(2);
    // A shipper sees its own waiting application only, never the other shipper's; the bank those it lends on.
    expect(await queue(tok.shipper!)).toEqual([waiting.applyId]);
    expect(await queue(tok.other!)).toEqual([others.applyId]);
    expect(await queue(tok.bank!)).toEqual([waiting.applyId, others.applyId].sort());
    expect((await queue(tok.platform!)).includes(unpaid.applyId)).toBe(false);
    // Once confirmed, out of the queue.
    await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: waiting.feeId }));
    expect(await queue(tok.platform!)).toEqual([others.applyId]);
    expect((await t.get(tok.platform!, `${BASE}/list`, { offlinePending: 'x' })).statusCode).toBe(400);
  });
});

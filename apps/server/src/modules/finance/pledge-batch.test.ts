import { financeMessages } from '@kc/domain/finance/finance';
import { pledgeRefusals } from '@kc/domain/finance/pledge';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BankRejected, BankUnavailable, type PledgePush } from '../../providers/bank/port';
import { findSession } from '../../providers/mini-program/qr-session';
import {
  applyOf,
  confirmedSession,
  makePledgeApply,
  pledgeParties,
  receiptsOf,
  registerPledge,
  rowsOf,
} from '../../test/fixtures/pledge';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { batchWorkerOf } from '../batch-sign/batch-sign.routes';
import { signBatchItem } from '../batch-sign/batch-sign.table';
import { enterprise } from '../enterprise/enterprise.table';
import { user } from '../user/user.table';
import { pushDuePledges } from './pledge-push';

const API = '/api/kc-flrk';
const BATCH = `${API}/ple/bill/pledgeBatchSign`;
const STATUS = `${API}/ccb/finance/searchSignStatus`;

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let pushOutcome: (input: PledgePush) => Promise<{ accepted: true }>;
const pushed: PledgePush[] = [];

const progress = async (applyId: string, type: 0 | 1, who = type === 0 ? 'shipper' : 'warehouse') =>
  (await t.get(tokens[who], `${STATUS}?applyId=${applyId}&type=${type}`)).json().data;

/** Starts a batch after the phone's confirmation and waits for it in this process. */
const batch = async (account: 'shipper' | 'warehouse', applyId: string) => {
  const type = account === 'shipper' ? 0 : 1;
  const token = await confirmedSession(t, userIds[account]!, { bussType: type === 0 ? 40 : 50, bussId: applyId });
  const res = (await t.post(tokens[account], BATCH, { type, applyId, token })).json();
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, data: { batchId: expect.any(String) } });
  await batchWorkerOf(t.ctx)!.run(res.data.batchId);
  return { ...(res.data as { batchId: string; totalNum: number }), token };
};

beforeAll(async () => {
  t = await createTestApp();
  const users = await t.ctx.db.select({ id: user.id, account: user.account }).from(user);
  for (const a of ['shipper', 'warehouse', 'bank', 'platform']) {
    tokens[a] = await t.login(a);
    userIds[a] = users.find((u) => u.account === a)!.id;
  }
  pushOutcome = async () => ({ accepted: true });
  vi.spyOn(t.ctx.bank, 'pushPledge').mockImplementation(async (input) => {
    const answer = await pushOutcome(input);
    pushed.push(input);
    return answer;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe(`pledge batch signing on ${process.env.TEST_DB}`, () => {
  it('batch-seals owner then warehouse over several receipts with progress, then pushes the pledge', async () => {
    const { applyId, billIds } = await makePledgeApply(t.ctx, { count: 3 });
    await registerPledge(t.ctx, applyId);
    expect(await progress(applyId, 0)).toEqual({ batchId: null, status: 3, totalNum: 3, finishNum: 0, failNum: 0 });

    // No confirmed scan: refused, nothing recorded; the warehouse cannot start the owner's batch.
    expectRefusal(await t.post(tokens.shipper, BATCH, { type: 0, applyId }), 400, 'batch_sign.qr_not_found');
    expectRefusal(await t.post(tokens.warehouse, BATCH, { type: 0, applyId }), 403, pledgeRefusals.reasons.notShipper);
    // The warehouse's batch before the owner's: nothing at 60.
    const early = await confirmedSession(t, userIds.warehouse!, { bussType: 50, bussId: applyId });
    expectRefusal(
      await t.post(tokens.warehouse, BATCH, { type: 1, applyId, token: early }),
      409,
      pledgeRefusals.reasons.nothingToSign,
    );

    const owner = await batch('shipper', applyId);
    expect(owner.totalNum).toBe(3);
    expect(await progress(applyId, 0)).toEqual({
      batchId: owner.batchId,
      status: 0,
      totalNum: 3,
      finishNum: 3,
      failNum: 0,
    });
    expect((await findSession(t.ctx.db, owner.token))!.status).toBe(2);
    expect((await rowsOf(t.ctx, applyId)).map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
      [60, 2],
      [60, 2],
      [60, 2],
    ]);
    // The items are receipts; the receipt's own batch status is not the pledge's.
    const items = await t.ctx.db.select().from(signBatchItem).where(eq(signBatchItem.batchId, owner.batchId));
    expect(items.map((i) => i.billId).sort()).toEqual([...billIds].sort());
    expect((await receiptsOf(t.ctx, billIds)).map((r) => r.status)).toEqual([91, 91, 91]);

    const wh = await batch('warehouse', applyId);
    expect(await progress(applyId, 1)).toMatchObject({ batchId: wh.batchId, status: 0, finishNum: 3, failNum: 0 });
    expect((await rowsOf(t.ctx, applyId)).map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
      [80, 5],
      [80, 5],
      [80, 5],
    ]);
    expect((await receiptsOf(t.ctx, billIds)).map((r) => [r.status, r.dgeCcbStatus])).toEqual([
      [70, 80],
      [70, 80],
      [70, 80],
    ]);
    expect(await applyOf(t.ctx, applyId)).toMatchObject({ status: 70, pledgePushStatus: 1 });
    expect(pushed.filter((p) => p.applyId === applyId)).toHaveLength(1);
  });

  it('answers 205 when silent signing is off, and starts nothing', async () => {
    const { applyId } = await makePledgeApply(t.ctx, { count: 1 });
    await registerPledge(t.ctx, applyId);
    const { shipperId } = await pledgeParties(t.ctx.db);
    await t.ctx.db.update(enterprise).set({ isAutoSign: 0 }).where(eq(enterprise.id, shipperId));
    try {
      const token = await confirmedSession(t, userIds.shipper!, { bussType: 40, bussId: applyId });
      const res = (await t.post(tokens.shipper, BATCH, { type: 0, applyId, token })).json();
      expect(res).toMatchObject({ code: 200, data: 205, msg: financeMessages.autoSignOff });
      // The confirmation stays unused for a later start.
      expect((await findSession(t.ctx.db, token))!.status).toBe(0);
      expect((await rowsOf(t.ctx, applyId))[0]).toMatchObject({ dgeCcbStatus: 50, signStatus: null });
    } finally {
      await t.ctx.db.update(enterprise).set({ isAutoSign: 1 }).where(eq(enterprise.id, shipperId));
    }
  });

  it('lets an individual owner (isPerson 1) batch-audit without a scan', async () => {
    const { applyId } = await makePledgeApply(t.ctx, { count: 2 });
    await registerPledge(t.ctx, applyId);
    const { shipperId } = await pledgeParties(t.ctx.db);
    await t.ctx.db.update(enterprise).set({ isPerson: 1 }).where(eq(enterprise.id, shipperId));
    try {
      const res = (await t.post(tokens.shipper, BATCH, { type: 0, applyId })).json();
      expect(res, JSON.stringify(res)).toMatchObject({ code: 200, data: { batchId: expect.any(String), totalNum: 2 } });
      await batchWorkerOf(t.ctx)!.run(res.data.batchId);
      expect((await rowsOf(t.ctx, applyId)).map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
        [60, 2],
        [60, 2],
      ]);
      // The warehouse is a company: its batch still needs the phone's confirmation.
      expectRefusal(await t.post(tokens.warehouse, BATCH, { type: 1, applyId }), 400, 'batch_sign.qr_not_found');
    } finally {
      await t.ctx.db.update(enterprise).set({ isPerson: 0 }).where(eq(enterprise.id, shipperId));
    }
  });

  it('marks a failed seal 3 and a new batch retries it', async () => {
    const { applyId } = await makePledgeApply(t.ctx, { count: 3 });
    await registerPledge(t.ctx, applyId);
    const sign = t.ctx.signing.signDocument;
    const spy = vi
      .spyOn(t.ctx.signing, 'signDocument')
      .mockImplementationOnce(async () => {
        throw new Error('签章服务超时');
      })
      .mockImplementation(sign);
    try {
      const first = await batch('shipper', applyId);
      expect(await progress(applyId, 0)).toEqual({
        batchId: first.batchId,
        status: 1,
        totalNum: 3,
        finishNum: 2,
        failNum: 1,
      });
      const rows = await rowsOf(t.ctx, applyId);
      const failed = rows.filter((r) => r.signStatus === 3);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ dgeCcbStatus: 50, signMessage: expect.stringContaining('签章服务超时') });

      const retry = await batch('shipper', applyId);
      expect(retry.totalNum).toBe(1);
      expect(await progress(applyId, 0)).toMatchObject({ batchId: retry.batchId, status: 0, finishNum: 1 });
      expect((await rowsOf(t.ctx, applyId)).map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
        [60, 2],
        [60, 2],
        [60, 2],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('retries a failed pledge push from the job until the rows reach 80; the button pushes a refused one', async () => {
    const { applyId } = await makePledgeApply(t.ctx, { count: 2 });
    await registerPledge(t.ctx, applyId);
    await batch('shipper', applyId);
    pushOutcome = async () => {
      throw new BankUnavailable('银行前置机连接超时');
    };
    await batch('warehouse', applyId);
    let apply = await applyOf(t.ctx, applyId);
    expect(apply).toMatchObject({ status: 70, pledgePushStatus: 0, pledgePushError: '银行前置机连接超时' });
    expect(apply.nextPledgePushAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await rowsOf(t.ctx, applyId)).map((r) => r.dgeCcbStatus)).toEqual([70, 70]);

    // Not yet due: the job leaves it; due and the bank back: pushed.
    pushOutcome = async () => ({ accepted: true });
    expect((await pushDuePledges(t.ctx)).due).toBe(0);
    await t.ctx.db.execute(
      sql`update kc_finance_apply set next_pledge_push_at = now() - interval '1 second' where id = ${applyId}`,
    );
    expect(await pushDuePledges(t.ctx)).toEqual({ due: 1, pushed: 1 });
    apply = await applyOf(t.ctx, applyId);
    expect(apply).toMatchObject({ pledgePushStatus: 1, pledgePushError: null, nextPledgePushAt: null });
    expect((await rowsOf(t.ctx, applyId)).map((r) => r.dgeCcbStatus)).toEqual([80, 80]);

    // The bank's refusal is kept and not retried by the job; the butTest button pushes again.
    const second = await makePledgeApply(t.ctx, { count: 1 });
    await registerPledge(t.ctx, second.applyId);
    await batch('shipper', second.applyId);
    pushOutcome = async () => {
      throw new BankRejected('E102', '质押登记信息不一致');
    };
    await batch('warehouse', second.applyId);
    expect(await applyOf(t.ctx, second.applyId)).toMatchObject({
      status: 70,
      pledgePushStatus: 0,
      pledgePushError: '质押登记信息不一致',
      nextPledgePushAt: null,
    });
    const PUSH = `${API}/ccb/warehouse/pledge`;
    expectRefusal(await t.post(tokens.platform, PUSH, { id: second.applyId }), 503, 'finance.push_failed');
    expect((await t.post(tokens.shipper, PUSH, { id: second.applyId })).statusCode).toBe(403);
    pushOutcome = async () => ({ accepted: true });
    const res = (await t.post(tokens.platform, PUSH, { id: second.applyId })).json();
    // The move answers the application and its status with it.
    expect(res.data).toEqual({
      pushed: true,
      pledgePushStatus: 1,
      pledgePushError: null,
      id: second.applyId,
      status: 70,
    });
    expect((await rowsOf(t.ctx, second.applyId))[0]).toMatchObject({ dgeCcbStatus: 80 });
  });
});

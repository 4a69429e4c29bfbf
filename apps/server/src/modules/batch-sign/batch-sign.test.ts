import { RECEIPT_STATUS_EVENT, SIGN_PROGRESS_EVENT } from '@kc/domain/receipt/batch';
import {
  BussType,
  batchBusiness,
  batchSignMessages,
  MySignStatus,
  QrSignStatus,
  ReceiptStatus,
  receiptMessages,
  SignBatchStatus,
} from '@kc/domain/receipt/status';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSession } from '../../providers/mini-program/qr-session';
import { demoParties, makeReceipts, signatureCount } from '../../test/fixtures/batch-sign';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { receipt, receiptSign } from '../receipt/receipt.table';
import { user } from '../user/user.table';
import { batchWorkerOf } from './batch-sign.routes';
import { signBatch, signBatchItem } from './batch-sign.table';
import { runBatch } from './run-batch';
import { startBatchSign } from './start-batch-sign';

const API = '/api/kc-flrk';
const BATCH = `${API}/ple/bill/batchSign`;
const LIST = `${API}/ple/bill/signBillList`;
const STATUS = `${API}/ple/bill/searchSignStatus`;

let t: TestApp;
let base: string;
let parties: Awaited<ReturnType<typeof demoParties>>;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let applySeq = 5_000_000;

const newApply = () => String(++applySeq);
const receiptsOf = (ids: string[]) => t.ctx.db.select().from(receipt).where(inArray(receipt.id, ids));
const itemsOf = (batchId: string) => t.ctx.db.select().from(signBatchItem).where(eq(signBatchItem.batchId, batchId));
const batchRow = async (id: string) => (await t.ctx.db.select().from(signBatch).where(eq(signBatch.id, id)))[0]!;
const receiptsFor = (applyId: string, count: number, warehouseId = parties.warehouseId) =>
  makeReceipts(t.ctx, { count, shipperId: parties.shipperId, warehouseId, inputId: applyId });

/** A confirmed session of the account for the business of this origin, as the phone would leave it. */
const confirmedToken = async (account: string, applyId: string, enterpriseId = parties.warehouseId) => {
  const business = batchBusiness({ applyId }, enterpriseId);
  const s = await createSession(t.ctx.db, { tenantId: '000000', userId: userIds[account]!, enterpriseId, ...business });
  const res = await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: s.token } });
  expect(res.json().code).toBe(200);
  return s.token;
};

const confirmedTokenFor = async (account: string, business: { bussType: number; bussId: string }) => {
  const s = await createSession(t.ctx.db, { tenantId: '000000', userId: userIds[account]!, ...business });
  await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: s.token } });
  return s.token;
};

/** Waits for the batch the route started in this process. */
const settle = async (batchId: string) => {
  await batchWorkerOf(t.ctx)!.run(batchId);
  return batchRow(batchId);
};

const startBatch = async (account: string, applyId: string, extra: object = {}) => {
  const token = await confirmedToken(account, applyId);
  const res = await t.post(tokens[account]!, BATCH, { applyId, token, ...extra });
  expect(res.json()).toMatchObject({ code: 200 });
  return { ...(res.json().data as { batchId: string; totalNum: number }), token };
};

type Frame = { event: string; data: unknown };
const streams: AbortController[] = [];
/** An SSE stream over real HTTP, as the browser's EventSource reads it. */
const openStream = async (token: string) => {
  const ticket = (await t.post(token, '/api/events/ticket')).json().data.ticket as string;
  const controller = new AbortController();
  streams.push(controller);
  const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  const frames: Frame[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n')) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) frames.push({ event, data: data ? JSON.parse(data) : null });
        }
      }
    } catch {
      // closed by the test
    }
  })();
  const until = async (check: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await until(() => frames.some((f) => f.event === 'ready'));
  return { frames, until };
};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  parties = await demoParties(t.ctx.db);
  const users = await t.ctx.db.select({ id: user.id, account: user.account }).from(user);
  for (const a of ['warehouse', 'shipper', 'platform', 'admin', 'buyer']) {
    tokens[a] = await t.login(a);
    userIds[a] = users.find((u) => u.account === a)!.id;
  }
  const [otherWh] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家仓储公司', type: '2', code: 'T-OTHER-WH', status: 1 })
    .returning({ id: enterprise.id });
  userIds.other_wh = await createUser(t.ctx.db, 'other_wh', {
    roleAliases: ['warehouse'],
    postId: otherWh!.id,
    userType: 3,
  });
  tokens.other_wh = await t.login('other_wh');
});
afterAll(async () => {
  for (const s of streams) s.abort();
  await t?.close();
});

describe(`batch-sign list on ${process.env.TEST_DB}`, () => {
  it('lists 50 per page, never status 0, only to the two parties and the platform', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 53);
    await t.ctx.db.update(receipt).set({ status: ReceiptStatus.cancelled }).where(eq(receipt.id, ids[0]!));
    const page = (await t.get(tokens.warehouse!, `${LIST}?applyId=${applyId}`)).json().data;
    expect(page).toMatchObject({ size: 50, current: 1, total: 52, pages: 2 });
    expect(page.records).toHaveLength(50);
    expect(page.records[0]).toMatchObject({
      status: 10,
      signBatchStatus: SignBatchStatus.notSigned,
      materialName: expect.any(String),
      totalWeight: '25.50',
    });
    const all = [
      ...page.records,
      ...(await t.get(tokens.warehouse!, `${LIST}?applyId=${applyId}&current=2`)).json().data.records,
    ];
    expect(all.map((r: { id: string }) => r.id)).not.toContain(ids[0]);
    expect((await t.get(tokens.shipper!, `${LIST}?applyId=${applyId}`)).json().data.total).toBe(52);
    expect((await t.get(tokens.platform!, `${LIST}?applyId=${applyId}`)).json().data.total).toBe(52);
    expect((await t.get(tokens.other_wh!, `${LIST}?applyId=${applyId}`)).json().data.total).toBe(0);
    expect((await t.get(tokens.buyer!, `${LIST}?applyId=${applyId}`)).json().data.total).toBe(0);
    // billIds narrow the list; status_equal and code filter it.
    const two = `${ids[1]},${ids[2]}`;
    expect((await t.get(tokens.warehouse!, `${LIST}?applyId=${applyId}&billIds=${two}`)).json().data.total).toBe(2);
    expect((await t.get(tokens.warehouse!, `${LIST}?applyId=${applyId}&status_equal=20`)).json().data.total).toBe(0);
    const code = page.records[3].code as string;
    expect(
      (await t.get(tokens.warehouse!, `${LIST}?code=${code}`)).json().data.records.map((r: { id: string }) => r.id),
    ).toEqual([page.records[3].id]);
  });
});

describe(`each row says where the caller's own seal stands on ${process.env.TEST_DB}`, () => {
  const mine = async (account: string, applyId: string) =>
    Object.fromEntries(
      (await t.get(tokens[account]!, `${LIST}?applyId=${applyId}`))
        .json()
        .data.records.map((r: { id: string; mySignStatus: number | null }) => [r.id, r.mySignStatus]),
    );

  it('after the warehouse’s batch (one failed): done or failed for it, waiting or not yet for the shipper and platform', async () => {
    const applyId = newApply();
    const [a, b] = await receiptsFor(applyId, 2);
    expect(await mine('shipper', applyId)).toEqual({ [a!]: MySignStatus.othersFirst, [b!]: MySignStatus.othersFirst });
    expect(await mine('warehouse', applyId)).toEqual({ [a!]: MySignStatus.waiting, [b!]: MySignStatus.waiting });

    await t.ctx.esignSandbox.failNextSignatures(1);
    await settle((await startBatch('warehouse', applyId)).batchId);
    const [signed, failed] = (await receiptsOf([a!, b!])).sort((x, y) => x.status - y.status).reverse();
    // The receipt the warehouse sealed reads 签章成功 as its last batch; for the shipper it still waits for its seal.
    expect(signed).toMatchObject({ status: ReceiptStatus.warehouseSigned, signBatchStatus: SignBatchStatus.success });
    expect(await mine('warehouse', applyId)).toEqual({
      [signed!.id]: MySignStatus.signed,
      [failed!.id]: MySignStatus.failed,
    });
    expect(await mine('shipper', applyId)).toEqual({
      [signed!.id]: MySignStatus.waiting,
      [failed!.id]: MySignStatus.othersFirst,
    });
    expect(await mine('platform', applyId)).toEqual({
      [signed!.id]: MySignStatus.othersFirst,
      [failed!.id]: MySignStatus.othersFirst,
    });

    const shipperToken = await confirmedToken('shipper', applyId, parties.shipperId);
    await settle((await t.post(tokens.shipper!, BATCH, { applyId, token: shipperToken })).json().data.batchId);
    expect((await mine('shipper', applyId))[signed!.id]).toBe(MySignStatus.signed);
    expect((await mine('platform', applyId))[signed!.id]).toBe(MySignStatus.waiting);
  });
});

describe(`batch signing on ${process.env.TEST_DB}`, () => {
  it('signs every receipt of the application after the scan, pushing progress and receipt events over SSE', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 5);
    const stream = await openStream(tokens.warehouse!);
    const shipperStream = await openStream(tokens.shipper!);
    const { batchId, totalNum, token } = await startBatch('warehouse', applyId);
    expect(totalNum).toBe(5);
    const done = await settle(batchId);
    expect(done).toMatchObject({ status: 1, totalNum: 5, finishNum: 5, failNum: 0 });
    expect(done.finishTime).toBeInstanceOf(Date);

    for (const r of await receiptsOf(ids)) {
      expect(r).toMatchObject({ status: ReceiptStatus.warehouseSigned, signBatchStatus: SignBatchStatus.success });
      expect(signatureCount((await t.ctx.files.read(r.fileId!))!)).toBe(1);
    }
    expect((await itemsOf(batchId)).every((i) => i.status === SignBatchStatus.success)).toBe(true);
    expect(await findSession(t.ctx.db, token)).toMatchObject({ status: QrSignStatus.done, batchId });

    const business = batchBusiness({ applyId }, parties.warehouseId);
    const status = (
      await t.get(tokens.warehouse!, `${STATUS}?bussType=${business.bussType}&bussId=${business.bussId}`)
    ).json();
    expect(status).toMatchObject({ code: 200, data: { batchId, status: 1, totalNum: 5, finishNum: 5, failNum: 0 } });
    expect((await t.get(tokens.warehouse!, `${STATUS}?batchId=${batchId}`)).json().data.finishNum).toBe(5);
    // Another warehouse follows none of it.
    expect((await t.get(tokens.other_wh!, `${STATUS}?batchId=${batchId}`)).json().data).toBeNull();
    expect(
      (await t.get(tokens.other_wh!, `${STATUS}?bussType=${business.bussType}&bussId=${business.bussId}`)).json().data,
    ).toBeNull();

    const isFinal = (f: Frame) => f.event === SIGN_PROGRESS_EVENT && (f.data as { status: number }).status === 1;
    await stream.until(() => stream.frames.some(isFinal));
    const progress = stream.frames.filter((f) => f.event === SIGN_PROGRESS_EVENT).map((f) => f.data);
    expect(progress.at(-1)).toEqual({
      batchId,
      bussType: BussType.byApplyId,
      bussId: applyId,
      status: 1,
      totalNum: 5,
      finishNum: 5,
      failNum: 0,
    });
    // Counted up as the receipts are signed (at most every 200 ms), never back.
    const counts = progress.map((p) => (p as { finishNum: number }).finishNum);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // The receipts' parties hear of each move; the batch's progress is the signer enterprise's own.
    await shipperStream.until(() => shipperStream.frames.filter((f) => f.event === RECEIPT_STATUS_EVENT).length >= 5);
    expect(shipperStream.frames.some((f) => f.event === SIGN_PROGRESS_EVENT)).toBe(false);
  });

  it('needs a confirmed, unexpired, unused session of the same user and business', async () => {
    const applyId = newApply();
    await receiptsFor(applyId, 2);
    const refused = async (payload: object) => {
      const res = await t.post(tokens.warehouse!, BATCH, { applyId, ...payload });
      expectRefusal(res, 400, 'batch_sign.qr_not_found', receiptMessages.qrNotFound);
    };
    // No session at all.
    await refused({});
    await refused({ token: 'AAAAAAAAAAAAAAAAAAAAAA' });
    const business = batchBusiness({ applyId }, parties.warehouseId);
    // Shown but never confirmed.
    const waiting = await createSession(t.ctx.db, { tenantId: '000000', userId: userIds.warehouse!, ...business });
    await refused({ token: waiting.token });
    // Confirmed, then expired.
    const old = await createSession(t.ctx.db, {
      tenantId: '000000',
      userId: userIds.warehouse!,
      ...business,
      lifetimeMs: 200,
    });
    await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: old.token } });
    await new Promise((r) => setTimeout(r, 250));
    await refused({ token: old.token });
    // Another user's confirmation.
    const theirs = await createSession(t.ctx.db, { tenantId: '000000', userId: userIds.admin!, ...business });
    await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: theirs.token } });
    await refused({ token: theirs.token });
    // Cancelled on the phone.
    const cancelled = await createSession(t.ctx.db, { tenantId: '000000', userId: userIds.warehouse!, ...business });
    await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/cancel', payload: { t: cancelled.token } });
    await refused({ token: cancelled.token });
    // A confirmation for another business.
    const elsewhere = await confirmedToken('warehouse', newApply());
    await refused({ token: elsewhere });
    expect(await t.ctx.db.select().from(signBatch).where(eq(signBatch.bussId, applyId))).toHaveLength(0);

    // Its own confirmation starts the batch once; the same token again is refused.
    const { batchId, token } = await startBatch('warehouse', applyId);
    await settle(batchId);
    await receiptsFor(applyId, 1);
    await refused({ token });
  });

  it('answers data 205 when the signer enterprise has not turned silent signing on', async () => {
    const applyId = newApply();
    await receiptsFor(applyId, 1);
    const token = await confirmedToken('warehouse', applyId);
    await t.ctx.db.update(enterprise).set({ isAutoSign: 0 }).where(eq(enterprise.id, parties.warehouseId));
    try {
      const res = await t.post(tokens.warehouse!, BATCH, { applyId, token });
      expect(res.json()).toMatchObject({ code: 200, data: 205, msg: batchSignMessages.autoSignOff });
    } finally {
      await t.ctx.db.update(enterprise).set({ isAutoSign: 1 }).where(eq(enterprise.id, parties.warehouseId));
    }
    // Nothing was started and the confirmation is still there to use.
    expect(await t.ctx.db.select().from(signBatch).where(eq(signBatch.bussId, applyId))).toHaveLength(0);
    const res = await t.post(tokens.warehouse!, BATCH, { applyId, token });
    expect(res.json().code).toBe(200);
    await settle(res.json().data.batchId);
  });

  it('lets an individual (isPerson 1) batch-sign without a QR session', async () => {
    const person = (
      await t.ctx.db
        .insert(enterprise)
        .values({ name: '王个体', type: '1', code: 'T-PERSON', status: 1, isPerson: 1 })
        .returning({ id: enterprise.id })
    )[0]!.id;
    await t.ctx.esignSandbox.provisionAccount({ enterpriseId: person });
    await createUser(t.ctx.db, 'person_owner', { roleAliases: ['shipper'], postId: person, userType: 3 });
    const token = await t.login('person_owner');
    const role = (await t.get(token, `${API}/ple/bill/signRole`)).json().data;
    expect(role).toMatchObject({ role: 'shipper', isPerson: 1, autoSign: 1, sealReady: true });
    const ids = await makeReceipts(t.ctx, {
      count: 2,
      shipperId: person,
      warehouseId: parties.warehouseId,
      status: ReceiptStatus.warehouseSigned,
    });
    // Received at 20 directly (the warehouse step is not this test's), then the owner's batch audit.
    const res = await t.post(token, BATCH, {});
    expect(res.json()).toMatchObject({ code: 200, data: { totalNum: 2 } });
    const done = await settle(res.json().data.batchId);
    expect(done).toMatchObject({ status: 1, finishNum: 2, failNum: 0, bussType: BussType.billApplication });
    expect(done.bussId).toBe(`e${person}`);
    expect((await receiptsOf(ids)).map((r) => r.status)).toEqual([30, 30]);
  });

  it('refuses a start while a batch of the same business runs, and when nothing waits for the signer', async () => {
    const applyId = newApply();
    await receiptsFor(applyId, 1);
    const business = batchBusiness({ applyId }, parties.warehouseId);
    // A batch of this business still running (another tab, another instance).
    const [running] = await t.ctx.db
      .insert(signBatch)
      .values({ ...business, role: 'warehouse', enterpriseId: parties.warehouseId, createUser: userIds.warehouse! })
      .returning();
    const token = await confirmedToken('warehouse', applyId);
    const res = await t.post(tokens.warehouse!, BATCH, { applyId, token });
    expectRefusal(res, 400, 'batch_sign.batch_running', receiptMessages.batchRunning);
    await t.ctx.db.update(signBatch).set({ status: 1 }).where(eq(signBatch.id, running!.id));
    // The refused start did not use the confirmation.
    const again = await t.post(tokens.warehouse!, BATCH, { applyId, token });
    expect(again.json().code).toBe(200);
    await settle(again.json().data.batchId);

    // Every receipt signed: nothing left for the warehouse; the shipper's own step has not come for others.
    const token2 = await confirmedToken('warehouse', applyId);
    const none = await t.post(tokens.warehouse!, BATCH, { applyId, token: token2 });
    expectRefusal(none, 400, 'batch_sign.nothing_to_sign', receiptMessages.nothingToSign);
    const foreign = await t.post(tokens.other_wh!, BATCH, { applyId });
    expectRefusal(foreign, 400, 'batch_sign.no_seal', receiptMessages.noSeal);
    // The buyer signs as a holder, and without a confirmed scan of this business there is no batch.
    expect((await t.post(tokens.buyer!, BATCH, { applyId })).statusCode).toBe(400);
  });

  it('records a failed receipt, goes on with the others, and a second batch retries only the failed one', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 5);
    await t.ctx.esignSandbox.failNextSignatures(1);
    const first = await startBatch('warehouse', applyId);
    const done = await settle(first.batchId);
    expect(done).toMatchObject({ status: 1, totalNum: 5, finishNum: 4, failNum: 1 });
    const failed = (await itemsOf(first.batchId)).filter((i) => i.status === SignBatchStatus.failed);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.message).toBeTruthy();
    const rows = await receiptsOf(ids);
    const bad = rows.find((r) => r.id === failed[0]!.billId)!;
    expect(bad).toMatchObject({ status: 10, signBatchStatus: SignBatchStatus.failed });
    expect(rows.filter((r) => r.status === 20)).toHaveLength(4);
    const status = (await t.get(tokens.warehouse!, `${STATUS}?batchId=${first.batchId}`)).json().data;
    expect(status).toMatchObject({ status: 1, finishNum: 4, failNum: 1 });

    const second = await startBatch('warehouse', applyId);
    expect(second.totalNum).toBe(1);
    expect(await settle(second.batchId)).toMatchObject({ status: 1, totalNum: 1, finishNum: 1, failNum: 0 });
    expect((await receiptsOf([bad.id]))[0]).toMatchObject({ status: 20, signBatchStatus: SignBatchStatus.success });
  });

  it('starts batches by goods (billBatchSgin?goodsId) and by split (billsBatchSgin?disassembleId)', async () => {
    const goodsId = newApply();
    const byGoods = await makeReceipts(t.ctx, {
      count: 2,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
      goodsId,
    });
    const goodsBusiness = batchBusiness({ goodsId }, parties.warehouseId);
    expect(goodsBusiness).toEqual({ bussType: BussType.billApplication, bussId: `g${goodsId}` });
    const goodsToken = await confirmedTokenFor('warehouse', goodsBusiness);
    const g = await t.post(tokens.warehouse!, `${API}/ple/bill/billBatchSgin?goodsId=${goodsId}`, {
      token: goodsToken,
    });
    expect(g.json()).toMatchObject({ code: 200, data: { totalNum: 2 } });
    expect(await settle(g.json().data.batchId)).toMatchObject({ status: 1, finishNum: 2, bussId: `g${goodsId}` });
    expect((await receiptsOf(byGoods)).map((r) => r.status)).toEqual([20, 20]);

    const disassembleId = newApply();
    const bySplit = await makeReceipts(t.ctx, {
      count: 1,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
      disassembleId,
    });
    const splitToken = await confirmedTokenFor('warehouse', batchBusiness({ disassembleId }, parties.warehouseId));
    const d = await t.post(tokens.warehouse!, `${API}/billDisassemble/billsBatchSgin?disassembleId=${disassembleId}`, {
      token: splitToken,
    });
    expect(d.json()).toMatchObject({ code: 200, data: { totalNum: 1 } });
    expect(await settle(d.json().data.batchId)).toMatchObject({ bussType: BussType.disassemble, finishNum: 1 });
    expect((await receiptsOf(bySplit))[0]!.status).toBe(20);
    // The alias without its origin is refused by its schema.
    expect((await t.post(tokens.warehouse!, `${API}/ple/bill/billBatchSgin`, {})).statusCode).toBe(400);
  });

  it('signs each receipt once when two handlers run the same batch at once', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 8);
    const token = await confirmedToken('warehouse', applyId);
    const p = (await t.ctx.principals.get(userIds.warehouse!))!;
    const started = await startBatchSign(t.ctx, { ...p, sessionId: 'test' }, { applyId, token });
    if (started.autoSignOff) throw new Error('unexpected 205');
    const batchId = started.batch.id;
    await Promise.all([runBatch(t.ctx, batchId), runBatch(t.ctx, batchId), runBatch(t.ctx, batchId)]);
    expect(await batchRow(batchId)).toMatchObject({ status: 1, totalNum: 8, finishNum: 8, failNum: 0 });
    const signs = await t.ctx.db
      .select()
      .from(receiptSign)
      .where(and(inArray(receiptSign.billId, ids), eq(receiptSign.kind, 'warehouse')));
    expect(signs).toHaveLength(8);
    for (const r of await receiptsOf(ids)) expect(signatureCount((await t.ctx.files.read(r.fileId!))!)).toBe(1);
  });

  it('takes over an item whose worker died once its claim lapses, and counts an earlier signature as success', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 3);
    const token = await confirmedToken('warehouse', applyId);
    const p = (await t.ctx.principals.get(userIds.warehouse!))!;
    const started = await startBatchSign(t.ctx, { ...p, sessionId: 'test' }, { applyId, token });
    if (started.autoSignOff) throw new Error('unexpected 205');
    const batchId = started.batch.id;
    // Receipt 0 was signed by the dead worker before it could record it; receipt 1 is still claimed by it.
    await t.post(tokens.warehouse!, `${API}/ple/bill/sign`, { id: ids[0] });
    await t.ctx.db
      .update(signBatchItem)
      .set({ status: SignBatchStatus.signing, claimedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(signBatchItem.batchId, batchId), eq(signBatchItem.billId, ids[0]!)));
    await t.ctx.db
      .update(signBatchItem)
      .set({ status: SignBatchStatus.signing, claimedUntil: new Date(Date.now() + 1500) })
      .where(and(eq(signBatchItem.batchId, batchId), eq(signBatchItem.billId, ids[1]!)));
    const t0 = Date.now();
    await runBatch(t.ctx, batchId, { leaseMs: 1000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(await batchRow(batchId)).toMatchObject({ status: 1, finishNum: 3, failNum: 0 });
    const signs = await t.ctx.db
      .select()
      .from(receiptSign)
      .where(and(inArray(receiptSign.billId, ids), eq(receiptSign.kind, 'warehouse')));
    expect(signs).toHaveLength(3);
  });

  it('is worked by the pg-boss job too (the recovery path)', async () => {
    const applyId = newApply();
    await receiptsFor(applyId, 2);
    const token = await confirmedToken('warehouse', applyId);
    const p = (await t.ctx.principals.get(userIds.warehouse!))!;
    const started = await startBatchSign(t.ctx, { ...p, sessionId: 'test' }, { applyId, token });
    if (started.autoSignOff) throw new Error('unexpected 205');
    await t.ctx.jobs.start({ workers: true });
    try {
      // onReady ran before the jobs started; a restart's recovery sends it as main.ts would.
      const found = await batchWorkerOf(t.ctx)!.recover();
      expect(found).toBeGreaterThanOrEqual(1);
      const deadline = Date.now() + 20_000;
      while ((await batchRow(started.batch.id)).status !== 1) {
        if (Date.now() > deadline) throw new Error('the job did not finish the batch');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await batchRow(started.batch.id)).toMatchObject({ finishNum: 2, failNum: 0 });
    } finally {
      await t.ctx.jobs.stop(2000);
    }
  });

  it('runs the shipper and the platform batches on the receipts the warehouse signed', async () => {
    const applyId = newApply();
    const ids = await receiptsFor(applyId, 3);
    await settle((await startBatch('warehouse', applyId)).batchId);
    const shipperToken = await confirmedToken('shipper', applyId, parties.shipperId);
    const s = (await t.post(tokens.shipper!, BATCH, { applyId, token: shipperToken })).json().data;
    expect(await settle(s.batchId)).toMatchObject({ status: 1, finishNum: 3 });
    const platformToken = await confirmedToken('platform', applyId, parties.platformId);
    const pl = (await t.post(tokens.platform!, BATCH, { applyId, token: platformToken })).json().data;
    expect(await settle(pl.batchId)).toMatchObject({ status: 1, finishNum: 3, failNum: 0 });
    for (const r of await receiptsOf(ids)) {
      expect(r.status).toBe(ReceiptStatus.inEffect);
      expect(signatureCount((await t.ctx.files.read(r.fileId!))!)).toBe(3);
    }
  });
});

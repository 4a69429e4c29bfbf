import type { Page } from '@kc/domain';
import {
  type BillMoveDetail,
  type BillMoveRecord,
  BillMoveStatus,
  billMoveMessages,
  billMoveRefusals,
} from '@kc/domain/bill-move/bill-move';
import { ReceiptStatus, type SignerRole } from '@kc/domain/receipt/status';
import type { TodoAnswer } from '@kc/domain/shared/todo';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign/sign-receipt';
import { doublyValidLineages, receipt, receiptHolders } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { billMove } from './bill-move.table';

const BASE = '/api/kc-flrk/wms/billMove';
const reasons = billMoveRefusals.reasons;

type Account = 'shipper' | 'buyer' | 'warehouse' | 'warehouse2' | 'platform' | 'admin' | 'foreign';
let t: TestApp;
let db: Db;
let tok: Record<Account, string>;
let ids: { shipper: string; buyer: string; warehouse: string; warehouse2: string; foreign: string };

const inEffect = (count: number, warehouseId = ids.warehouse, shipperId = ids.shipper) =>
  makeReceipts(t.ctx, { count, shipperId, warehouseId, status: ReceiptStatus.inEffect });
const apply = (token: string, billIds: string[], over: Record<string, unknown> = {}) =>
  t.post(token, `${BASE}/apply`, {
    billIds: billIds.join(','),
    targetWarehouseId: ids.warehouse2,
    reason: '就近交割',
    ...over,
  });
const applied = async (billIds: string[]) => dataOf<string>(apply(tok.shipper, billIds));
const act = (token: string, path: string, body: object) => t.post(token, `${BASE}/${path}`, body);
const detailOf = (token: string, id: string) => dataOf<BillMoveDetail>(t.get(token, `${BASE}/detail`, { id }));
const moveStatus = async (id: string) => (await db.select().from(billMove).where(eq(billMove.id, id)))[0]!.status;
const billsOf = (billIds: string[]) => db.select().from(receipt).where(inArray(receipt.id, billIds));
const statusesOf = async (billIds: string[]) => (await billsOf(billIds)).map((b) => b.status);
const holdersOf = async (billIds: string[]) => [...(await receiptHolders(db, billIds)).values()];
const todoOf = (token: string) => dataOf<TodoAnswer>(t.get(token, `${BASE}/todo`));

/** The invariant, checked after every step: no goods are represented by two valid receipts. */
const expectOneValidPerLineage = async () => {
  expect(await doublyValidLineages(db)).toEqual([]);
};

/** Apply, then the source warehouse confirms: the move waits for the target (20), its receipts read 60. */
const atTarget = async (billIds: string[]) => {
  const id = await applied(billIds);
  await dataOf(act(tok.warehouse, 'sourceConfirm', { id }));
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const foreign = await createEnterprise(db, { name: '外部测试棉业有限公司', type: '1' });
  const foreignUser = await t.newUser('move-foreign', { roleAliases: ['shipper'], postId: foreign });
  tok = {
    shipper: await t.login('shipper'),
    buyer: await t.login('buyer'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    admin: await t.login('admin'),
    foreign: foreignUser.token,
  };
  ids = {
    shipper: await enterpriseOfAccount(db, 'shipper'),
    buyer: await enterpriseOfAccount(db, 'buyer'),
    warehouse: await enterpriseOfAccount(db, 'warehouse'),
    warehouse2: await enterpriseOfAccount(db, 'warehouse2'),
    foreign,
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`applying for a move on ${process.env.TEST_DB}`, () => {
  it('takes the holder’s receipts in effect for the move (10), still in effect and held by it', async () => {
    const bills = await inEffect(2);
    const id = await applied(bills);
    const d = await detailOf(tok.shipper, id);
    expect(d).toMatchObject({
      code: expect.stringMatching(/^YK\d{8}\d{4}$/),
      status: BillMoveStatus.awaitingSource,
      statusName: '待移出仓库确认',
      holderId: ids.shipper,
      holderName: '江苏恒丰棉业有限公司',
      sourceWarehouseName: '河南豫通棉花仓储有限公司',
      targetWarehouseName: '江苏南通港棉花仓储有限公司',
      targetWarehouseAddress: expect.stringContaining('港城大道9号'),
      reason: '就近交割',
      billCount: 2,
      tolerance: null,
    });
    expect(d.goods.map((g) => [g.id, g.totalWeight, g.billStatus, g.measuredWeight, g.newBillId])).toEqual(
      bills.map((b) => [b, '25.50', ReceiptStatus.inEffect, null, null]),
    );
    expect(d.logs.map((l) => [l.operateType, l.operatorName, l.enterpriseName, l.remark])).toEqual([
      ['提交移库申请', '张建国', '江苏恒丰棉业有限公司', '就近交割'],
    ]);
    expect(await statusesOf(bills)).toEqual([1, 1]);
    expect(await holdersOf(bills)).toEqual([
      { process: 'move', processId: id },
      { process: 'move', processId: id },
    ]);
    await expectOneValidPerLineage();
  });

  it('numbers moves YK + the day + a sequence', async () => {
    const [a, b] = [await applied(await inEffect(1)), await applied(await inEffect(1))];
    const [ca, cb] = [(await detailOf(tok.shipper, a)).code, (await detailOf(tok.shipper, b)).code];
    expect(ca.slice(0, 10)).toBe(cb.slice(0, 10));
    expect(Number(cb.slice(10))).toBe(Number(ca.slice(10)) + 1);
  });

  it('refuses what the rules forbid, with the domain’s messages', async () => {
    const [mine] = await inEffect(1);
    const [theirs] = await inEffect(1, ids.warehouse, ids.buyer);
    const [atSecond] = await inEffect(1, ids.warehouse2);
    const [signing] = await makeReceipts(t.ctx, { count: 1, shipperId: ids.shipper, warehouseId: ids.warehouse });
    expect((await apply(tok.shipper, [])).statusCode).toBe(400);
    const noTarget = await apply(tok.shipper, [mine!], { targetWarehouseId: '' });
    expect(noTarget.json()).toMatchObject({ code: 400, msg: billMoveMessages.selectTarget });
    expect((await apply(tok.shipper, [mine!], { reason: '  ' })).json()).toMatchObject({
      code: 400,
      msg: billMoveMessages.reason,
    });
    expectRefusal(await apply(tok.shipper, [mine!], { targetWarehouseId: ids.warehouse }), 400, reasons.sameWarehouse);
    expectRefusal(await apply(tok.shipper, [mine!], { targetWarehouseId: ids.buyer }), 400, reasons.targetMissing);
    expectRefusal(await apply(tok.shipper, [mine!, theirs!]), 403, reasons.notHolder);
    expectRefusal(await apply(tok.shipper, [signing!]), 409, reasons.billNotInEffect);
    expectRefusal(await apply(tok.shipper, [mine!, atSecond!]), 400, reasons.mixedWarehouses);
    expectRefusal(await apply(tok.warehouse, [mine!]), 403, reasons.notHolder);
    expectRefusal(await apply(tok.platform, [mine!]), 403, reasons.notHolder);
    expectRefusal(await apply(tok.admin, [mine!]), 403, reasons.enterpriseOnly);
    // Nothing was taken by the refused applications.
    expect(await holdersOf([mine!, theirs!, atSecond!])).toEqual([]);
  });

  it('refuses a receipt another process holds, and takes none of the others', async () => {
    const [held, free] = await inEffect(2);
    await applied([held!]);
    expectRefusal(await apply(tok.shipper, [free!, held!]), 409, reasons.billHeld);
    expect(await receiptHolders(db, [free!])).toEqual(new Map());
  });

  it('lists the holder’s free receipts in effect (billList) and the platform’s warehouses (warehouseList)', async () => {
    const [free, taken] = await inEffect(2);
    await applied([taken!]);
    const list = await dataOf<Page<{ id: string; warehouseName: string }>>(
      t.get(tok.shipper, `${BASE}/billList`, { size: '200' }),
    );
    const listed = list.records.map((r) => r.id);
    expect(listed).toContain(free);
    expect(listed).not.toContain(taken);
    expect(list.records.find((r) => r.id === free)!.warehouseName).toBe('河南豫通棉花仓储有限公司');
    const atSecond = await dataOf<Page<{ id: string }>>(
      t.get(tok.shipper, `${BASE}/billList`, { warehouseId: ids.warehouse2 }),
    );
    expect(atSecond.records.map((r) => r.id)).not.toContain(free);
    expect((await dataOf<Page<unknown>>(t.get(tok.foreign, `${BASE}/billList`))).records).toEqual([]);

    const warehouses = await dataOf<{ id: string; name: string; address: string }[]>(
      t.get(tok.shipper, `${BASE}/warehouseList`),
    );
    expect(warehouses.map((w) => w.id)).toEqual(expect.arrayContaining([ids.warehouse, ids.warehouse2]));
    expect(warehouses.map((w) => w.id)).not.toContain(ids.buyer);
    expect(warehouses.find((w) => w.id === ids.warehouse2)!.address).toMatch(/^江苏省南通市通州区 /);
  });
});

describe('who sees a move', () => {
  let id: string;
  beforeAll(async () => {
    id = await applied(await inEffect(1));
  });

  it('its holder, both warehouses and the platform; another enterprise gets 404', async () => {
    for (const who of ['shipper', 'warehouse', 'warehouse2', 'platform'] as const) {
      const page = await dataOf<Page<BillMoveRecord>>(t.get(tok[who], `${BASE}/page`, { size: '200' }));
      expect(
        page.records.map((r) => r.id),
        who,
      ).toContain(id);
      expect((await detailOf(tok[who], id)).id).toBe(id);
    }
    for (const who of ['buyer', 'foreign'] as const) {
      const page = await dataOf<Page<BillMoveRecord>>(t.get(tok[who], `${BASE}/page`, { size: '200' }));
      expect(
        page.records.map((r) => r.id),
        who,
      ).not.toContain(id);
      expectRefusal(await t.get(tok[who], `${BASE}/detail`, { id }), 404, reasons.notFound);
      expectRefusal(await act(tok[who], 'sourceConfirm', { id }), 404, reasons.notFound);
      expectRefusal(await act(tok[who], 'cancel', { id }), 404, reasons.notFound);
    }
  });

  it('filters the list by code and status', async () => {
    const { code } = await detailOf(tok.shipper, id);
    const byCode = await dataOf<Page<BillMoveRecord>>(t.get(tok.platform, `${BASE}/page`, { code }));
    expect(byCode.records.map((r) => r.id)).toEqual([id]);
    const done = await dataOf<Page<BillMoveRecord>>(t.get(tok.platform, `${BASE}/page`, { code, status: '1' }));
    expect(done.total).toBe(0);
  });

  it('a user without the menu gets 403', async () => {
    const bank = await t.login('bank');
    expect((await t.get(bank, `${BASE}/page`)).statusCode).toBe(403);
  });
});

describe('the source warehouse’s step', () => {
  it('only the holder cancels, only at 10; the receipts are free again', async () => {
    const bills = await inEffect(1);
    const id = await applied(bills);
    expect((await detailOf(tok.shipper, id)).actions).toEqual({
      cancel: true,
      sourceConfirm: false,
      sourceReject: false,
      targetConfirm: false,
      targetReject: false,
      batchSign: false,
    });
    for (const who of ['warehouse', 'warehouse2', 'platform'] as const)
      expectRefusal(await act(tok[who], 'cancel', { id }), 403, reasons.notHolderCancel);
    await dataOf(act(tok.shipper, 'cancel', { id }));
    expect(await moveStatus(id)).toBe(BillMoveStatus.cancelled);
    expect(await holdersOf(bills)).toEqual([]);
    expect(await statusesOf(bills)).toEqual([1]);
    expect((await act(tok.shipper, 'cancel', { id })).statusCode).toBe(409);
    await expectOneValidPerLineage();
  });

  it('only the source confirms or rejects; the others get 403, the target’s move 409', async () => {
    const id = await applied(await inEffect(1));
    expect((await detailOf(tok.warehouse, id)).actions).toMatchObject({
      cancel: false,
      sourceConfirm: true,
      sourceReject: true,
      targetConfirm: false,
    });
    expect(Object.values((await detailOf(tok.platform, id)).actions).some(Boolean)).toBe(false);
    expect(Object.values((await detailOf(tok.warehouse2, id)).actions).some(Boolean)).toBe(false);
    for (const who of ['shipper', 'warehouse2', 'platform'] as const) {
      expectRefusal(await act(tok[who], 'sourceConfirm', { id }), 403, reasons.notSource);
      expectRefusal(await act(tok[who], 'sourceReject', { id, descr: '不行' }), 403, reasons.notSource);
    }
    expectRefusal(
      await act(tok.warehouse2, 'targetConfirm', { id, tolerance: '1', bills: [{ billId: '1', weight: '1' }] }),
      409,
      'state.status_changed',
    );
    expectRefusal(await act(tok.warehouse, 'targetReject', { id, descr: '不行' }), 403, reasons.notTarget);
  });

  it('a rejection needs a reason; it ends the move (11) and frees the receipts, still in effect', async () => {
    const bills = await inEffect(2);
    const id = await applied(bills);
    expect((await act(tok.warehouse, 'sourceReject', { id, descr: ' ' })).json()).toMatchObject({
      code: 400,
      msg: billMoveMessages.rejectReason,
    });
    await dataOf(act(tok.warehouse, 'sourceReject', { id, descr: '库内货物正在公检，暂不能出库' }));
    const d = await detailOf(tok.shipper, id);
    expect(d).toMatchObject({ status: BillMoveStatus.sourceRejected, rejectDescr: '库内货物正在公检，暂不能出库' });
    expect(d.logs.at(-1)).toMatchObject({ operateType: '移出仓库驳回', remark: '库内货物正在公检，暂不能出库' });
    expect(await statusesOf(bills)).toEqual([1, 1]);
    expect(await holdersOf(bills)).toEqual([]);
    await expectOneValidPerLineage();
    // Free again: a new application takes them.
    expect(await applied(bills)).toMatch(/^\d+$/);
  });

  it('confirming sends the receipts to 移库中 (60) and the move to the target (20)', async () => {
    const bills = await inEffect(2);
    const id = await atTarget(bills);
    expect(await moveStatus(id)).toBe(BillMoveStatus.awaitingTarget);
    expect(await statusesOf(bills)).toEqual([60, 60]);
    expect((await holdersOf(bills)).every((h) => h.processId === id)).toBe(true);
    await expectOneValidPerLineage();
    expect((await act(tok.warehouse, 'sourceConfirm', { id })).statusCode).toBe(409);
    expect((await act(tok.shipper, 'cancel', { id })).statusCode).toBe(409);
  });
});

describe('the target warehouse’s step', () => {
  it('only the target weighs in or rejects', async () => {
    const bills = await inEffect(1);
    const id = await atTarget(bills);
    expect((await detailOf(tok.warehouse2, id)).actions).toMatchObject({
      targetConfirm: true,
      targetReject: true,
      sourceConfirm: false,
    });
    const weigh = { id, tolerance: '1', bills: [{ billId: bills[0], weight: '25.50' }] };
    for (const who of ['shipper', 'warehouse', 'platform'] as const) {
      expectRefusal(await act(tok[who], 'targetConfirm', weigh), 403, reasons.notTarget);
      expectRefusal(await act(tok[who], 'targetReject', { id, descr: '不行' }), 403, reasons.notTarget);
    }
    expectRefusal(await act(tok.foreign, 'targetConfirm', weigh), 404, reasons.notFound);
  });

  it('a rejection needs a reason; the receipts come back in effect (60 → 1) and free', async () => {
    const bills = await inEffect(2);
    const id = await atTarget(bills);
    expect((await act(tok.warehouse2, 'targetReject', { id })).statusCode).toBe(400);
    await dataOf(act(tok.warehouse2, 'targetReject', { id, descr: '库容已满' }));
    expect(await moveStatus(id)).toBe(BillMoveStatus.targetRejected);
    expect((await detailOf(tok.shipper, id)).rejectDescr).toBe('库容已满');
    expect(await statusesOf(bills)).toEqual([1, 1]);
    expect(await holdersOf(bills)).toEqual([]);
    await expectOneValidPerLineage();
  });

  it('refuses weights outside the tolerance (naming the receipt), a missing weight, a tolerance over 5', async () => {
    const bills = await inEffect(2);
    const id = await atTarget(bills);
    const [first] = await billsOf([bills[0]!]);
    const weigh = (tolerance: string, weights: string[]) =>
      act(tok.warehouse2, 'targetConfirm', {
        id,
        tolerance,
        bills: weights.map((weight, i) => ({ billId: bills[i], weight })),
      });
    // 25.50 × 1 % = 0.255: 25.76 is 0.26 off.
    expectRefusal(
      await weigh('1', ['25.76', '25.50']),
      400,
      reasons.outOfTolerance,
      billMoveMessages.outOfTolerance(first!.code),
    );
    expectRefusal(await weigh('1', ['25.50']), 400, reasons.weighAll, billMoveMessages.weighAll);
    expect((await weigh('6', ['25.50', '25.50'])).json()).toMatchObject({
      code: 400,
      msg: billMoveMessages.toleranceRange,
    });
    expect((await weigh('1', ['0', '25.50'])).json()).toMatchObject({ code: 400, msg: billMoveMessages.weightFormat });
    expect(await moveStatus(id)).toBe(BillMoveStatus.awaitingTarget);
    expect(await statusesOf(bills)).toEqual([60, 60]);
  });
});

describe('a move to the end', () => {
  let bills: string[];
  let id: string;
  let actors: Record<'warehouse2' | 'shipper' | 'platform', Principal>;
  const successors = async () =>
    db.select().from(receipt).where(inArray(receipt.originBillId, bills)).orderBy(receipt.code);
  const signAll = async (role: SignerRole, actor: Principal, only?: string[]) => {
    for (const s of await successors())
      if (!only || only.includes(s.id)) await signReceipt(t.ctx, { billId: s.id, role, actor });
  };

  beforeAll(async () => {
    actors = {
      warehouse2: (await demoActor(t.ctx, 'warehouse2'))!,
      shipper: (await demoActor(t.ctx, 'shipper'))!,
      platform: (await demoActor(t.ctx, 'platform'))!,
    };
    bills = await inEffect(2);
    id = await applied(bills);
  });

  it('answers each party’s to-do: the source at 10, the target at 20', async () => {
    const source = await todoOf(tok.warehouse);
    const row = source.records.find((r) => r.id === id)!;
    const { code } = await detailOf(tok.shipper, id);
    expect(source.listPath).toBe('/wms/billMove');
    expect(row).toMatchObject({
      title: code,
      status: 10,
      action: '确认出库',
      path: `/billMoves/billMoveDetails?type=1&name=${code}&id=${id}`,
    });
    expect(source.records.length).toBeLessThanOrEqual(5);
    expect(source.total).toBeGreaterThanOrEqual(source.records.length);
    expect((await todoOf(tok.warehouse2)).records.map((r) => r.id)).not.toContain(id);
    expect((await todoOf(tok.shipper)).records.map((r) => r.id)).not.toContain(id);
    expect(await todoOf(tok.buyer)).toEqual({ total: 0, listPath: '/wms/billMove', records: [] });

    // A move answers the move's new status (ARCHITECTURE §5: a move answers where the object stands).
    expect(await dataOf(act(tok.warehouse, 'sourceConfirm', { id }))).toEqual({
      id,
      status: BillMoveStatus.awaitingTarget,
      statusName: '待移入仓库入库',
    });
    await expectOneValidPerLineage();
    expect((await todoOf(tok.warehouse)).records.map((r) => r.id)).not.toContain(id);
    expect((await todoOf(tok.warehouse2)).records.find((r) => r.id === id)).toMatchObject({ action: '入库称重' });
  });

  it('weighing in issues one new receipt per old at the target with the measured weight (30)', async () => {
    const answer = await dataOf<{ status: number; successorIds: string[] }>(
      act(tok.warehouse2, 'targetConfirm', {
        id,
        tolerance: '1.5',
        bills: [
          { billId: bills[0], weight: '25.40', locator: 'N-01-01' },
          { billId: bills[1], weight: '25.88' },
        ],
      }),
    );
    expect(await moveStatus(id)).toBe(BillMoveStatus.signing);
    const news = await successors();
    expect(news).toHaveLength(2);
    // The answer names the new status and the successors it issued, in the order of the move's receipts.
    expect(answer.status).toBe(BillMoveStatus.signing);
    expect(answer.successorIds).toEqual(bills.map((b) => news.find((n) => n.originBillId === b)!.id));
    for (const n of news) {
      expect(n).toMatchObject({ status: ReceiptStatus.generated, warehouseId: ids.warehouse2, moveId: id });
      expect(n.cargoOwnerId).toBe(ids.shipper);
    }
    expect(await statusesOf(bills)).toEqual([60, 60]);
    await expectOneValidPerLineage();

    const d = await detailOf(tok.shipper, id);
    expect(d.tolerance).toBe('1.50');
    expect(d.goods.map((g) => [g.id, g.measuredWeight, g.difference, g.newLocator])).toEqual([
      [bills[0], '25.40', '-0.10', 'N-01-01'],
      [bills[1], '25.88', '0.38', null],
    ]);
    expect(d.goods.every((g) => g.newBillCode != null && g.newBillStatus === 10)).toBe(true);
    expect(d.logs.at(-1)).toMatchObject({ operateType: '移入仓库入库称重，签发新仓单', remark: '允许误差 1.5%' });
    const byOrigin = new Map(news.map((n) => [n.originBillId, n]));
    expect(byOrigin.get(bills[0]!)).toMatchObject({ totalWeight: '25.40', locator: 'N-01-01' });
    expect(byOrigin.get(bills[1]!)).toMatchObject({ totalWeight: '25.88', locator: null });
    expect((await act(tok.warehouse2, 'targetReject', { id, descr: '晚了' })).statusCode).toBe(409);
  });

  it('the new receipts are signed by the target, the holder and the platform, each asked in turn', async () => {
    expect((await detailOf(tok.warehouse2, id)).actions.batchSign).toBe(true);
    expect((await detailOf(tok.shipper, id)).actions.batchSign).toBe(false);
    expect((await todoOf(tok.warehouse2)).records.find((r) => r.id === id)).toMatchObject({ action: '新仓单签章' });
    await signAll('warehouse', actors.warehouse2);
    await expectOneValidPerLineage();

    expect((await todoOf(tok.warehouse2)).records.map((r) => r.id)).not.toContain(id);
    expect((await todoOf(tok.shipper)).records.find((r) => r.id === id)).toMatchObject({ action: '新仓单签章' });
    expect((await detailOf(tok.shipper, id)).actions.batchSign).toBe(true);
    await signAll('shipper', actors.shipper);
    await expectOneValidPerLineage();

    expect((await todoOf(tok.shipper)).records.map((r) => r.id)).not.toContain(id);
    expect((await todoOf(tok.platform)).records.find((r) => r.id === id)).toMatchObject({ action: '新仓单签章' });
    const [first, second] = await successors();
    await signAll('platform', actors.platform, [first!.id]);
    await expectOneValidPerLineage();
    // One new receipt in effect: its old one is cancelled, the other still 移库中; the move goes on.
    const [firstOld] = await billsOf([first!.originBillId!]);
    const [secondOld] = await billsOf([second!.originBillId!]);
    expect([firstOld!.status, secondOld!.status]).toEqual([ReceiptStatus.cancelled, ReceiptStatus.moving]);
    expect(await moveStatus(id)).toBe(BillMoveStatus.signing);

    await signAll('platform', actors.platform, [second!.id]);
    await expectOneValidPerLineage();
  });

  it('completes when every new receipt is in effect: old receipts 0, the move 1, nothing held', async () => {
    const d = await detailOf(tok.shipper, id);
    expect(d).toMatchObject({ status: BillMoveStatus.complete, statusName: '移库完成' });
    expect(d.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(d.logs.at(-1)).toMatchObject({ operateType: '新仓单生效，原仓单注销，移库完成', operatorName: '赵雅琴' });
    expect(d.goods.map((g) => [g.billStatus, g.newBillStatus])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(Object.values(d.actions).some(Boolean)).toBe(false);
    expect(await statusesOf(bills)).toEqual([0, 0]);
    const news = await successors();
    expect(news.map((n) => [n.status, n.warehouseId])).toEqual([
      [1, ids.warehouse2],
      [1, ids.warehouse2],
    ]);
    expect(await holdersOf([...bills, ...news.map((n) => n.id)])).toEqual([]);
    expect((await todoOf(tok.platform)).records.map((r) => r.id)).not.toContain(id);
    await expectOneValidPerLineage();
  });

  it('the old receipt’s public verification names its successor', async () => {
    const [old] = await billsOf([bills[0]!]);
    const next = (await successors()).find((n) => n.originBillId === bills[0])!;
    const res = await t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: old!.verifyToken });
    expect(res.json().data).toMatchObject({
      code: old!.code,
      status: 0,
      replacedBy: { process: 'move', code: next.code, text: `该仓单已移库，现由新仓单 ${next.code} 代替` },
    });
  });

  it('the new receipts are the holder’s to move on (billList at the target)', async () => {
    const list = await dataOf<Page<{ id: string }>>(
      t.get(tok.shipper, `${BASE}/billList`, { warehouseId: ids.warehouse2, size: '200' }),
    );
    const news = await successors();
    expect(list.records.map((r) => r.id)).toEqual(expect.arrayContaining(news.map((n) => n.id)));
  });
});

import type { Page } from '@kc/domain';
import { batchBusiness, ReceiptStatus } from '@kc/domain/receipt/status';
import {
  type ApplyRecord,
  type BillApplyDetail,
  ContainerStatus,
  TrayStatus,
  WmsApplyStatus,
  wmsApplyRefusals,
  wmsMessages,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { createSession } from '../../providers/mini-program/qr-session';
import { WmsProviderError } from '../../providers/wms/port';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { batchWorkerOf } from '../batch-sign/batch-sign.routes';
import { signReceipt } from '../batch-sign/sign-receipt';
import { baseMaterial } from '../goods';
import { receipt } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { user } from '../user';
import { wmsMaterial } from '../wms-material';
import { LockPending } from './container-lock';
import { makeWmsContainer, nextCaseNumber } from './wms.fixtures';
import { wmsApply, wmsApplyContainer, wmsBillTray, wmsContainer, wmsTray } from './wms.table';

const API = '/api/kc-flrk/wmsExternalApply';
const BILL_APPLY = '/api/kc-flrk/external/billApply';
const reasons = { ...wmsRefusals.reasons, ...wmsApplyRefusals.reasons };

type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'foreign' | 'buyerOwner';
let t: TestApp;
let db: Db;
let tok: Record<Account, string>;
let ids: { shipper: string; warehouse: string; warehouse2: string; foreign: string; buyer: string };
let actors: Record<'warehouse' | 'shipper' | 'platform', Principal>;

const container = (over: Partial<Parameters<typeof makeWmsContainer>[1]> = {}) =>
  makeWmsContainer(db, { warehouseId: ids.warehouse, cargoOwnerId: ids.shipper, ...over });
const saveApply = (token: string, caseNumber: string, warehouseUnitId = '1001') =>
  t.post(token, `${API}/saveApply`, { warehouseUnitId, caseNumber });
const applied = (caseNumbers: string[]) => dataOf<ApplyRecord>(saveApply(tok.shipper, caseNumbers.join(',')));
const detailOf = (token: string, id: string) => dataOf<BillApplyDetail>(t.get(token, `${BILL_APPLY}/detail`, { id }));
const update = (token: string, body: object) => t.post(token, `${BILL_APPLY}/update`, body);
const containersOf = (cids: string[]) =>
  db.select().from(wmsContainer).where(inArray(wmsContainer.id, cids)).orderBy(asc(wmsContainer.id));
const statusOf = async (cid: string) => (await containersOf([cid]))[0]!.status;
const applyRow = async (id: string) => (await db.select().from(wmsApply).where(eq(wmsApply.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const foreign = await createEnterprise(db, { name: '外部货主棉业有限公司', type: '1' });
  const buyer = await enterpriseOfAccount(db, 'buyer');
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    foreign: (await t.newUser('wms-apply-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
    // A buyer's user with the owner's screens: holding receipts does not make it the owner the WMS knows.
    buyerOwner: (await t.newUser('wms-apply-buyer', { roleAliases: ['shipper'], postId: buyer })).token,
  };
  ids = {
    shipper: await enterpriseOfAccount(db, 'shipper'),
    warehouse: await enterpriseOfAccount(db, 'warehouse'),
    warehouse2: await enterpriseOfAccount(db, 'warehouse2'),
    foreign,
    buyer,
  };
  actors = {
    warehouse: (await demoActor(t.ctx, 'warehouse'))!,
    shipper: (await demoActor(t.ctx, 'shipper'))!,
    platform: (await demoActor(t.ctx, 'platform'))!,
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`applying for receipts from WMS goods on ${process.env.TEST_DB}`, () => {
  it('takes the owner’s free containers for an application (10): containers 4, the status each had recorded', async () => {
    const a = await container();
    const b = await container({ status: ContainerStatus.released });
    const record = await applied([a.caseNumber, ` ${b.caseNumber} `]);
    expect(record).toMatchObject({
      applyCode: expect.stringMatching(/^SQ\d{8}\d{4}$/),
      caseNumber: `${a.caseNumber},${b.caseNumber}`,
      warehouseUnitId: '1001',
      warehouseUnitName: '中储智慧仓储WMS',
      warehouseId: ids.warehouse,
      warehouseName: '河南豫通棉花仓储有限公司',
      cargoOwnerId: ids.shipper,
      cargoOwnerName: '江苏恒丰棉业有限公司',
      status: WmsApplyStatus.pending,
      descr: null,
    });
    const rows = await containersOf([a.id, b.id]);
    expect(rows.map((r) => [r.status, r.applyId])).toEqual([
      [ContainerStatus.applied, record.id],
      [ContainerStatus.applied, record.id],
    ]);
    const links = await db
      .select()
      .from(wmsApplyContainer)
      .where(eq(wmsApplyContainer.applyId, record.id))
      .orderBy(asc(wmsApplyContainer.containerId));
    expect(links.map((l) => [l.containerId, l.fromStatus])).toEqual([
      [a.id, ContainerStatus.unlocked],
      [b.id, ContainerStatus.released],
    ]);
    // The owner's apply records list it; the warehouse's application screen too; the other warehouse not.
    const mine = await dataOf<Page<ApplyRecord>>(
      t.get(tok.shipper, `${API}/applyListByPage`, { caseNumber: a.caseNumber }),
    );
    expect(mine.records.map((r) => r.id)).toEqual([record.id]);
    const atWarehouse = await dataOf<Page<ApplyRecord>>(
      t.get(tok.warehouse, `${API}/applyListByPage`, { status: '10' }),
    );
    expect(atWarehouse.records.map((r) => r.id)).toContain(record.id);
    const other = await dataOf<Page<ApplyRecord>>(t.get(tok.warehouse2, `${API}/applyListByPage`));
    expect(other.records.map((r) => r.id)).not.toContain(record.id);
    // Codes follow one another within the day.
    const next = await applied([(await container()).caseNumber]);
    expect(Number(next.applyCode.slice(10))).toBe(Number(record.applyCode.slice(10)) + 1);
  });

  it('answers every message of spec 3 §5 Container apply and refuses what is not the owner’s to apply for', async () => {
    const free = await container();
    // '请选择WMS平台' / '请输入货物标识'
    expectRefusal(
      await t.post(tok.shipper, `${API}/saveApply`, { caseNumber: free.caseNumber }),
      400,
      'wms.platform_required',
      wmsMessages.selectPlatform,
    );
    expectRefusal(
      await saveApply(tok.shipper, free.caseNumber, ''),
      400,
      'wms.platform_required',
      wmsMessages.selectPlatform,
    );
    expectRefusal(
      await t.post(tok.shipper, `${API}/saveApply`, { warehouseUnitId: '1001' }),
      400,
      'wms.case_number_required',
      wmsMessages.caseNumber,
    );
    expectRefusal(await saveApply(tok.shipper, ''), 400, 'wms.case_number_required', wmsMessages.caseNumber);
    expectRefusal(
      await saveApply(tok.shipper, `${free.caseNumber},,`),
      400,
      'wms.case_number_required',
      wmsMessages.caseNumber,
    );
    expectRefusal(await saveApply(tok.shipper, free.caseNumber, '9999'), 400, reasons.platformUnknown);
    // A case number of no container, of another owner, of another platform, gone from the WMS.
    expectRefusal(await saveApply(tok.shipper, 'NO-SUCH-CASE'), 404, reasons.caseNotFound, /NO-SUCH-CASE/);
    const theirs = await container({ cargoOwnerId: ids.foreign });
    expectRefusal(await saveApply(tok.shipper, theirs.caseNumber), 404, reasons.caseNotFound);
    const elsewhere = await container({ unit: '1002' });
    expectRefusal(await saveApply(tok.shipper, elsewhere.caseNumber), 404, reasons.caseNotFound);
    const gone = await container({ removed: true });
    expectRefusal(await saveApply(tok.shipper, gone.caseNumber), 404, reasons.caseNotFound);
    // Already applied for, generated or locked: not again.
    for (const status of [ContainerStatus.applied, ContainerStatus.generated, ContainerStatus.locked]) {
      const busy = await container({ status });
      expectRefusal(
        await saveApply(tok.shipper, `${free.caseNumber},${busy.caseNumber}`),
        409,
        reasons.caseNotApplicable,
        new RegExp(busy.caseNumber),
      );
    }
    // All at one warehouse, and a warehouse the platform knows.
    const atSecond = await container({ warehouseId: ids.warehouse2 });
    expectRefusal(
      await saveApply(tok.shipper, `${free.caseNumber},${atSecond.caseNumber}`),
      400,
      reasons.mixedWarehouses,
    );
    const unknown = await container({ warehouseId: null });
    expectRefusal(await saveApply(tok.shipper, unknown.caseNumber), 409, reasons.warehouseUnknown);
    // Only a cargo owner enterprise applies (a buyer is not the WMS's owner); the warehouse has no such screen.
    const buyers = await container({ cargoOwnerId: ids.buyer });
    expectRefusal(await saveApply(tok.buyerOwner, buyers.caseNumber), 403, reasons.ownerOnly);
    expect((await saveApply(tok.warehouse, free.caseNumber)).statusCode).toBe(403);
    // Nothing moved.
    expect(await statusOf(free.id)).toBe(ContainerStatus.unlocked);
    expect(await statusOf(atSecond.id)).toBe(ContainerStatus.unlocked);
  });

  it('lets only one of two concurrent applications take a container', async () => {
    const c = await container();
    const [x, y] = await Promise.all([saveApply(tok.shipper, c.caseNumber), saveApply(tok.shipper, c.caseNumber)]);
    const codes = [x.json().code, y.json().code].sort();
    expect(codes).toEqual([200, 409]);
    const lost = x.json().code === 409 ? x : y;
    expect(lost.json().reason).toBe(reasons.caseNotApplicable);
    const links = await db.select().from(wmsApplyContainer).where(eq(wmsApplyContainer.containerId, c.id));
    expect(links).toHaveLength(1);
    expect((await containersOf([c.id]))[0]).toMatchObject({
      status: ContainerStatus.applied,
      applyId: links[0]!.applyId,
    });
  });

  it('lists the warehouses of the apply form', async () => {
    await container({ unit: '1003' });
    const owner = await dataOf<{ id: string; name: string }[]>(
      t.get(tok.shipper, `${BILL_APPLY}/findWarehouseList`, { warehouseUnitId: '1003' }),
    );
    expect(owner.map((w) => w.id)).toEqual([ids.warehouse]);
    const none = await dataOf<unknown[]>(
      t.get(tok.shipper, `${BILL_APPLY}/findWarehouseList`, { warehouseUnitId: '1004' }),
    );
    expect(none).toEqual([]);
    const self = await dataOf<{ id: string }[]>(t.get(tok.warehouse, `${BILL_APPLY}/findWarehouseList`));
    expect(self.map((w) => w.id)).toEqual([ids.warehouse]);
  });
});

describe(`the warehouse handles an application on ${process.env.TEST_DB}`, () => {
  it('shows the application to its warehouse, its owner and the platform only', async () => {
    const c = await container();
    const a = await applied([c.caseNumber]);
    const d = await detailOf(tok.warehouse, a.id);
    expect(d.apply.id).toBe(a.id);
    expect(d.containers.map((x) => [x.id, x.status, x.caseNumber])).toEqual([
      [c.id, ContainerStatus.applied, c.caseNumber],
    ]);
    expect(d.goods.map((g) => [g.containerId, g.externalMaterialId, g.materialName, g.totalWeight])).toEqual([
      [c.id, 'WMS-MH-01', '棉花', '30.00'],
    ]);
    expect(d.actions).toEqual({ complete: true, reject: true, sign: false });
    expect((await detailOf(tok.shipper, a.id)).actions).toEqual({ complete: false, reject: false, sign: false });
    expect((await detailOf(tok.platform, a.id)).actions.complete).toBe(false);
    expectRefusal(await t.get(tok.warehouse2, `${BILL_APPLY}/detail`, { id: a.id }), 404, reasons.applyNotFound);
    expectRefusal(await t.get(tok.foreign, `${BILL_APPLY}/detail`, { id: a.id }), 404, reasons.applyNotFound);
  });

  it('rejects with a reason: the containers return to what they were', async () => {
    const a1 = await container();
    const a2 = await container({ status: ContainerStatus.released });
    const a = await applied([a1.caseNumber, a2.caseNumber]);
    expectRefusal(
      await update(tok.warehouse, { id: a.id, status: 11 }),
      400,
      'wms.reject_reason_required',
      wmsMessages.rejectReason,
    );
    expectRefusal(await update(tok.warehouse, { id: a.id }), 400, 'wms.audit_result_required', wmsMessages.selectAudit);
    // Only the application's warehouse handles it.
    expectRefusal(await update(tok.platform, { id: a.id, status: 11, descr: '不对' }), 403, reasons.notApplyWarehouse);
    expectRefusal(await update(tok.warehouse2, { id: a.id, status: 11, descr: '不对' }), 404, reasons.applyNotFound);
    const d = await dataOf<BillApplyDetail>(update(tok.warehouse, { id: a.id, status: 11, descr: '箱号与实物不符' }));
    expect(d.apply).toMatchObject({
      status: WmsApplyStatus.rejected,
      descr: '箱号与实物不符',
      handleTime: expect.any(String),
    });
    expect(d.actions).toEqual({ complete: false, reject: false, sign: false });
    expect((await containersOf([a1.id, a2.id])).map((r) => [r.status, r.applyId])).toEqual([
      [ContainerStatus.unlocked, null],
      [ContainerStatus.released, null],
    ]);
    // Handled: not again, either way.
    expectRefusal(await update(tok.warehouse, { id: a.id, status: 1 }), 409, reasons.applyNotPending);
    // Free again: the owner may apply anew.
    await applied([a1.caseNumber, a2.caseNumber]);
  });

  it('refuses to generate receipts from goods it cannot map, mixed categories or an empty container', async () => {
    const [other] = await db
      .select()
      .from(baseMaterial)
      .where(and(ne(baseMaterial.code, 'MH001'), eq(baseMaterial.isDeleted, 0)))
      .limit(1);
    await db.insert(wmsMaterial).values({
      tenantId: '000000',
      warehouseId: ids.warehouse,
      warehouseUnitId: ids.warehouse,
      materialId: other!.id,
      externalMaterialId: 'WMS-TEST-OTHER',
      wmsMaterialName: '其他货物',
    });
    const unmapped = await container({ materialCode: 'WMS-X-09', materialName: '待映射货物' });
    const mixed = await container({
      goods: [
        { materialCode: 'WMS-MH-01', trays: 1 },
        { materialCode: 'WMS-TEST-OTHER', materialName: '其他货物', trays: 1 },
      ],
    });
    const empty = await container({ trays: 0 });
    const cases: [string, string][] = [
      [unmapped.caseNumber, reasons.materialUnmapped],
      [mixed.caseNumber, reasons.materialMixed],
      [empty.caseNumber, reasons.containerEmpty],
    ];
    for (const [caseNumber, reason] of cases) {
      const a = await applied([caseNumber]);
      expectRefusal(await update(tok.warehouse, { id: a.id, status: 1 }), 409, reason, new RegExp(caseNumber));
      expect((await applyRow(a.id)).status).toBe(WmsApplyStatus.pending);
      const [row] = await db.select().from(wmsContainer).where(eq(wmsContainer.caseNumber, caseNumber));
      expect([row!.status, row!.billId]).toEqual([ContainerStatus.applied, null]);
      expect(await db.select().from(receipt).where(eq(receipt.goodsId, a.id))).toEqual([]);
      // The warehouse may still reject it.
      await dataOf(update(tok.warehouse, { id: a.id, status: 11, descr: '请先维护货物映射' }));
    }
  });

  it('takes an application from case numbers to receipts in effect: containers and trays locked', async () => {
    const one = await container({ trays: 3, weight: '10.50', num: '21.00', sitePrefix: 'B-02' });
    const two = await container({
      goods: [
        { materialCode: 'WMS-MH-01', trays: 2, weight: '12.25', num: '24.00' },
        {
          materialCode: 'WMS-MH-02',
          materialName: '细绒棉',
          trays: 1,
          weight: '5.00',
          num: '10.00',
          attrs: [{ attrCode: 'colorGrade', attrName: '颜色级', value: '白棉1级' }],
        },
      ],
    });
    const a = await applied([one.caseNumber, two.caseNumber]);
    const done = await dataOf<BillApplyDetail>(update(tok.warehouse, { id: a.id, status: 1 }));
    expect(done.apply.status).toBe(WmsApplyStatus.completed);
    expect(done.bills).toHaveLength(2);
    expect(done.bills.map((b) => [b.caseNumber, b.status, b.totalWeight])).toEqual(
      expect.arrayContaining([
        [one.caseNumber, ReceiptStatus.generated, '31.50'],
        [two.caseNumber, ReceiptStatus.generated, '29.50'],
      ]),
    );
    // The warehouse signs next (its batch sign link), then the owner, then the platform.
    expect(done.actions).toEqual({ complete: false, reject: false, sign: true });
    expect((await detailOf(tok.shipper, a.id)).actions.sign).toBe(false);

    const bills = await db.select().from(receipt).where(eq(receipt.goodsId, a.id)).orderBy(asc(receipt.code));
    const billOf = (caseNumber: string) =>
      bills.find((b) => b.id === done.bills.find((x) => x.caseNumber === caseNumber)!.id)!;
    const r1 = billOf(one.caseNumber);
    const r2 = billOf(two.caseNumber);
    expect(r1).toMatchObject({
      status: ReceiptStatus.generated,
      goodsId: a.id,
      inputId: null,
      cargoOwnerId: ids.shipper,
      warehouseId: ids.warehouse,
      totalWeight: '31.50',
      totalQuantity: '63.00',
      locator: 'B-02-1,B-02-2,B-02-3',
      lineageId: r1.id,
      code: expect.stringMatching(/^WR\d{14}$/),
    });
    expect(r1.attrs.find((x) => x.attrCode === 'producingArea')).toMatchObject({ attrName: '产区', value: '新疆' });
    expect(r2).toMatchObject({ totalWeight: '29.50', totalQuantity: '58.00' });
    expect(r2.attrs.find((x) => x.attrCode === 'colorGrade')).toMatchObject({ value: '白棉1级' });
    expect(r1.fileId).not.toBeNull();

    // Containers 5 with their receipt and lineage, the trays recorded as they were.
    const generated = new Map((await containersOf([one.id, two.id])).map((c) => [c.id, c]));
    expect([one.id, two.id].map((id) => generated.get(id)).map((c) => [c!.status, c!.billId, c!.lineageId])).toEqual([
      [ContainerStatus.generated, r1.id, r1.id],
      [ContainerStatus.generated, r2.id, r2.id],
    ]);
    const recorded = await db
      .select()
      .from(wmsBillTray)
      .where(eq(wmsBillTray.billId, r1.id))
      .orderBy(asc(wmsBillTray.trayCode));
    expect(recorded.map((r) => [r.trayCode, r.weight, r.num])).toEqual(one.trayCodes.map((c) => [c, '10.50', '21.00']));

    // The batch-sign screens find them by origin goodsId.
    const listed = await dataOf<Page<{ id: string }>>(
      t.get(tok.warehouse, '/api/kc-flrk/ple/bill/signBillList', { goodsId: a.id }),
    );
    expect(listed.records.map((r) => r.id).sort()).toEqual([r1.id, r2.id].sort());

    // The warehouse signs them as a batch by goodsId (the 批量签章 link), then shipper and platform one by one.
    const [warehouseUser] = await db.select({ id: user.id }).from(user).where(eq(user.account, 'warehouse'));
    const session = await createSession(db, {
      tenantId: '000000',
      userId: warehouseUser!.id,
      enterpriseId: ids.warehouse,
      ...batchBusiness({ goodsId: a.id }, ids.warehouse),
    });
    await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: session.token } });
    const started = await dataOf<{ batchId: string; totalNum: number }>(
      t.post(tok.warehouse, `/api/kc-flrk/ple/bill/billBatchSgin?goodsId=${a.id}`, { token: session.token }),
    );
    expect(started.totalNum).toBe(2);
    await batchWorkerOf(t.ctx)!.run(started.batchId);
    // The WMS hears of the locks once the receipts are in effect (the lock outbox, right after the commit).
    const told: string[][] = [];
    t.ctx.wms.lock = async (_tenant, unit, containerIds) => {
      expect(unit).toBe('1001');
      told.push([...containerIds]);
    };
    for (const role of ['shipper', 'platform'] as const)
      for (const b of [r1, r2]) await signReceipt(t.ctx, { billId: b.id, role, actor: actors[role] });

    const after = await db.select().from(receipt).where(eq(receipt.goodsId, a.id));
    expect(after.map((b) => b.status)).toEqual([ReceiptStatus.inEffect, ReceiptStatus.inEffect]);
    const locked = await containersOf([one.id, two.id]);
    expect(locked.map((c) => [c.status, c.lockPending, c.wmsLocked, c.applyId])).toEqual([
      [ContainerStatus.locked, LockPending.none, 1, null],
      [ContainerStatus.locked, LockPending.none, 1, null],
    ]);
    expect(told.flat().sort()).toEqual([`EXT-${one.caseNumber}`, `EXT-${two.caseNumber}`].sort());
    const trays = await db
      .select()
      .from(wmsTray)
      .where(inArray(wmsTray.containerId, [one.id, two.id]));
    expect(trays).toHaveLength(6);
    expect(new Set(trays.map((x) => x.status))).toEqual(new Set([TrayStatus.locked]));
    expect((await detailOf(tok.platform, a.id)).actions.sign).toBe(false);
  });

  it('locks only containers at 5: a successor of the lineage coming into effect leaves locked ones as they are', async () => {
    // A container locked under a receipt of its lineage X, and a successor of X (a transfer's) being signed.
    const [successor] = await makeReceipts(t.ctx, {
      count: 1,
      shipperId: ids.shipper,
      warehouseId: ids.warehouse,
      status: ReceiptStatus.shipperSigned,
    });
    const lineage = successor!;
    const lockedOne = await container({
      status: ContainerStatus.locked,
      lineageId: lineage,
      billId: lineage,
      trayStatus: TrayStatus.locked,
    });
    const waiting = await container({ status: ContainerStatus.generated, lineageId: lineage, billId: lineage });
    // The WMS cannot be reached now: the lock stays queued for the outbox's next sweep, the receipt is in effect.
    t.ctx.wms.lock = async () => {
      throw new WmsProviderError('DOWN', 'WMS暂时无法连接');
    };
    await signReceipt(t.ctx, { billId: lineage, role: 'platform', actor: actors.platform });
    expect((await db.select().from(receipt).where(eq(receipt.id, lineage)))[0]!.status).toBe(ReceiptStatus.inEffect);
    const rows = new Map((await containersOf([lockedOne.id, waiting.id])).map((c) => [c.id, c]));
    expect([rows.get(lockedOne.id)!.status, rows.get(lockedOne.id)!.lockPending]).toEqual([
      ContainerStatus.locked,
      LockPending.none,
    ]);
    expect([rows.get(waiting.id)!.status, rows.get(waiting.id)!.lockPending]).toEqual([
      ContainerStatus.locked,
      LockPending.lock,
    ]);
    expect(nextCaseNumber()).not.toBe(waiting.caseNumber);
  });
});

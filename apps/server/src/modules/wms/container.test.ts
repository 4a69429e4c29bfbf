import type { Page } from '@kc/domain';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  AlarmStatus,
  AlarmType,
  type ContainerRow,
  ContainerStatus,
  type GoodsRow,
  type TrayRow,
  TrayStatus,
  type TrayTransferRow,
  wmsMessages,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { WmsProviderError } from '../../providers/wms/port';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { LockPending } from './container-lock';
import { type MakeWmsContainer, makeWmsContainer, nextCaseNumber } from './wms.fixtures';
import { wmsAlarm, wmsContainer, wmsTray, wmsTrayTransfer } from './wms.table';

const API = '/api/kc-flrk/wmsExternalApply';
const reasons = wmsRefusals.reasons;

type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'buyer' | 'foreign';
let t: TestApp;
let db: Db;
let tok: Record<Account, string>;
let ids: { shipper: string; warehouse: string; warehouse2: string; buyer: string; foreign: string };

const container = (over: Partial<MakeWmsContainer> = {}) =>
  makeWmsContainer(db, { warehouseId: ids.warehouse, cargoOwnerId: ids.shipper, ...over });
const page = (token: string, query: Record<string, string>) =>
  dataOf<Page<ContainerRow>>(t.get(token, `${API}/containerListByPage`, query));
const casesOf = (p: Page<ContainerRow>) => p.records.map((r) => r.caseNumber);
const unlock = (token: string, body: object) => t.post(token, `${API}/unlock`, body);
const rowsOf = (cids: string[]) =>
  db.select().from(wmsContainer).where(inArray(wmsContainer.id, cids)).orderBy(asc(wmsContainer.id));
const inEffect = async (shipperId = ids.shipper) =>
  (await makeReceipts(t.ctx, { count: 1, shipperId, warehouseId: ids.warehouse, status: ReceiptStatus.inEffect }))[0]!;
let alarmSeq = 0;
const openAlarm = (containerId: string, status: number = AlarmStatus.open) =>
  db.insert(wmsAlarm).values({
    tenantId: '000000',
    code: `TGJ${Date.now()}${++alarmSeq}`,
    warehouseUnitId: '1001',
    source: 'wms',
    externalId: `test-alarm-${alarmSeq}-${Date.now()}`,
    type: AlarmType.container,
    content: '托盘缺失',
    warehouseId: ids.warehouse,
    cargoOwnerId: ids.shipper,
    containerId,
    raisedTime: new Date(),
    status,
  });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const foreign = await createEnterprise(db, { name: '外部棉业测试有限公司', type: '1' });
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    buyer: await t.login('buyer'),
    foreign: (await t.newUser('wms-container-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
  };
  ids = {
    shipper: await enterpriseOfAccount(db, 'shipper'),
    warehouse: await enterpriseOfAccount(db, 'warehouse'),
    warehouse2: await enterpriseOfAccount(db, 'warehouse2'),
    buyer: await enterpriseOfAccount(db, 'buyer'),
    foreign,
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`the container list on ${process.env.TEST_DB}`, () => {
  it('shows each caller its own rows: the owner’s, the warehouse’s, all for the platform, none for others', async () => {
    const prefix = `SC${Date.now().toString(36).toUpperCase()}`;
    const mine = await container({ caseNumber: nextCaseNumber(prefix) });
    const atSecond = await container({ caseNumber: nextCaseNumber(prefix), warehouseId: ids.warehouse2 });
    const foreigns = await container({ caseNumber: nextCaseNumber(prefix), cargoOwnerId: ids.foreign });
    const q = { caseNumber: prefix };
    expect(casesOf(await page(tok.shipper, q)).sort()).toEqual([mine.caseNumber, atSecond.caseNumber].sort());
    expect(casesOf(await page(tok.warehouse, q)).sort()).toEqual([mine.caseNumber, foreigns.caseNumber].sort());
    expect(casesOf(await page(tok.warehouse2, q))).toEqual([atSecond.caseNumber]);
    expect(casesOf(await page(tok.foreign, q))).toEqual([foreigns.caseNumber]);
    expect((await page(tok.platform, q)).total).toBe(3);
    // By id: the home page's navigation answers only what the caller may see.
    const byId = (token: string) =>
      dataOf<ContainerRow[]>(t.get(token, `${API}/containerListById`, { ids: `${mine.id},${foreigns.id}` }));
    expect((await byId(tok.shipper)).map((r) => r.id)).toEqual([mine.id]);
    expect((await byId(tok.platform)).map((r) => r.id).sort()).toEqual([mine.id, foreigns.id].sort());
    // Goods and trays of another's container: 404, as for none.
    expectRefusal(
      await t.get(tok.foreign, `${API}/goodsListByPage`, { containerId: mine.id }),
      404,
      reasons.containerNotFound,
    );
    expectRefusal(
      await t.get(tok.foreign, `${API}/trayListByPage`, { goodsId: mine.goodsIds[0]! }),
      404,
      reasons.goodsNotFound,
    );
    expectRefusal(
      await t.get(tok.warehouse2, `${API}/trayListByPage`, { containerId: mine.id }),
      404,
      reasons.containerNotFound,
    );
    // The buyer's screens do not include the container list.
    expect((await t.get(tok.buyer, `${API}/containerListByPage`)).statusCode).toBe(403);
  });

  it('pages 10 at a time, newest first, and filters by ids, case number, status, platform', async () => {
    const prefix = `PG${Date.now().toString(36).toUpperCase()}`;
    const base = Date.now() + 86_400_000;
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await container({
          caseNumber: nextCaseNumber(prefix),
          createTime: new Date(base + i * 1000),
          status: i === 0 ? ContainerStatus.released : ContainerStatus.unlocked,
          unit: i === 1 ? '1002' : '1001',
        }),
      );
    const first = await page(tok.shipper, { caseNumber: prefix.toLowerCase() });
    expect([first.total, first.size, first.records.length, first.pages]).toEqual([12, 10, 10, 2]);
    expect(casesOf(first)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((m) => m.caseNumber),
    );
    const second = await page(tok.shipper, { caseNumber: prefix, current: '2' });
    expect(casesOf(second)).toEqual([made[1]!.caseNumber, made[0]!.caseNumber]);
    expect(casesOf(await page(tok.shipper, { caseNumber: prefix, status: '11' }))).toEqual([made[0]!.caseNumber]);
    expect(casesOf(await page(tok.shipper, { caseNumber: prefix, warehouseUnitId: '1002' }))).toEqual([
      made[1]!.caseNumber,
    ]);
    expect(casesOf(await page(tok.shipper, { ids: `${made[3]!.id},${made[4]!.id},,` }))).toEqual([
      made[4]!.caseNumber,
      made[3]!.caseNumber,
    ]);
    expect((await t.get(tok.shipper, `${API}/containerListByPage`, { ids: '1;drop' })).statusCode).toBe(400);
    const row = first.records[0]!;
    expect(row).toMatchObject({
      warehouseUnitId: '1001',
      warehouseUnitName: '中储智慧仓储WMS',
      cargoOwnerName: '江苏恒丰棉业有限公司',
      warehouseName: '河南豫通棉花仓储有限公司',
      totalWeight: '30.00',
      totalNum: '60.00',
      trayCounts: 3,
      materialNames: '新疆机采棉',
      billId: null,
      billCode: null,
      billStatus: null,
      billOpenable: false,
      openAlarms: 0,
      removed: false,
    });
  });

  it('lists for 申请货物 only the caller’s own free containers still in the WMS, by platform and warehouse', async () => {
    const prefix = `AP${Date.now().toString(36).toUpperCase()}`;
    const free = await container({ caseNumber: nextCaseNumber(prefix) });
    const released = await container({ caseNumber: nextCaseNumber(prefix), status: ContainerStatus.released });
    const atSecond = await container({ caseNumber: nextCaseNumber(prefix), warehouseId: ids.warehouse2 });
    const otherUnit = await container({ caseNumber: nextCaseNumber(prefix), unit: '1002' });
    // Not to apply for: applied, generated, locked, gone from the WMS, no warehouse, another owner's.
    await container({ caseNumber: nextCaseNumber(prefix), status: ContainerStatus.applied });
    await container({ caseNumber: nextCaseNumber(prefix), status: ContainerStatus.generated });
    await container({ caseNumber: nextCaseNumber(prefix), status: ContainerStatus.locked });
    await container({ caseNumber: nextCaseNumber(prefix), removed: true });
    await container({ caseNumber: nextCaseNumber(prefix), warehouseId: null });
    await container({ caseNumber: nextCaseNumber(prefix), cargoOwnerId: ids.foreign });

    const applicable = (token: string, q: Record<string, string> = {}) =>
      page(token, { caseNumber: prefix, applicable: '1', ...q }).then((p) => casesOf(p).sort());
    expect(await applicable(tok.shipper)).toEqual(
      [free, released, atSecond, otherUnit].map((c) => c.caseNumber).sort(),
    );
    expect(await applicable(tok.shipper, { warehouseUnitId: '1001', warehouseId: ids.warehouse })).toEqual(
      [free, released].map((c) => c.caseNumber).sort(),
    );
    // The warehouse and the platform see these rows, but they are not theirs to apply for.
    expect(await applicable(tok.warehouse)).toEqual([]);
    expect(await applicable(tok.platform)).toEqual([]);
    expectRefusal(
      await t.get(tok.shipper, `${API}/containerListByPage`, { applicable: 'yes' }),
      400,
      'request.invalid',
    );
  });

  it('names the current receipt (a live successor, else the original), opens it only for the owner, counts alarms', async () => {
    const [original] = await makeReceipts(t.ctx, {
      count: 1,
      shipperId: ids.shipper,
      warehouseId: ids.warehouse,
      status: ReceiptStatus.cancelled,
    });
    const successor = await inEffect();
    await db.update(receipt).set({ lineageId: original!, originBillId: original! }).where(eq(receipt.id, successor));
    const [o, s] = await Promise.all(
      [original!, successor].map(async (id) => (await db.select().from(receipt).where(eq(receipt.id, id)))[0]!),
    );
    const c = await container({ status: ContainerStatus.locked, billId: o!.id, lineageId: o!.id });
    const ended = await inEffect();
    await db.update(receipt).set({ status: ReceiptStatus.cancelled }).where(eq(receipt.id, ended));
    const done = await container({ status: ContainerStatus.released, billId: ended, lineageId: ended });
    await openAlarm(c.id);
    await openAlarm(c.id);
    await openAlarm(c.id, AlarmStatus.handled);

    const [row] = (await page(tok.shipper, { ids: c.id })).records;
    expect(row).toMatchObject({ billId: s!.id, billCode: s!.code, billStatus: 1, billOpenable: true, openAlarms: 2 });
    // The warehouse sees the code but it is not its to open (spec 3 §2: cargoOwnerId is the user's company).
    expect((await page(tok.warehouse, { ids: c.id })).records[0]).toMatchObject({
      billCode: s!.code,
      billOpenable: false,
    });
    // Searching by either code finds it.
    expect(casesOf(await page(tok.shipper, { billCode: s!.code }))).toEqual([c.caseNumber]);
    expect(casesOf(await page(tok.shipper, { billCode: o!.code }))).toEqual([c.caseNumber]);
    // Without a live receipt the one generated from it is shown.
    const [gone] = (await page(tok.shipper, { ids: done.id })).records;
    expect(gone).toMatchObject({ billStatus: ReceiptStatus.cancelled, billOpenable: true });

    // The receipt detail's links: the containers of the receipt's lineage, for the receipt's parties.
    const byBill = (token: string, billId: string) => t.get(token, `${API}/containerListByBill`, { billId });
    expect((await dataOf<ContainerRow[]>(byBill(tok.shipper, s!.id))).map((r) => r.id)).toEqual([c.id]);
    expect((await dataOf<ContainerRow[]>(byBill(tok.platform, o!.id))).map((r) => r.id)).toEqual([c.id]);
    expectRefusal(await byBill(tok.foreign, s!.id), 404, reasons.containerNotFound);
    expectRefusal(await byBill(tok.warehouse2, s!.id), 404, reasons.containerNotFound);

    // Its trays carry the current receipt.
    const trays = await dataOf<Page<TrayRow>>(t.get(tok.shipper, `${API}/trayListByPage`, { containerId: c.id }));
    expect(trays.records.map((x) => x.billId)).toEqual([s!.id, s!.id, s!.id]);
  });

  it('lists goods with the mapped category, and trays of goods', async () => {
    const c = await container({
      goods: [
        { materialCode: 'WMS-MH-01', trays: 2, weight: '11.11', num: '3.00' },
        { materialCode: 'WMS-X-09', materialName: '待映射货物', trays: 1 },
      ],
    });
    const goods = await dataOf<Page<GoodsRow>>(t.get(tok.warehouse, `${API}/goodsListByPage`, { containerId: c.id }));
    expect(
      goods.records.map((g) => [g.externalMaterialId, g.materialName, g.totalWeight, g.trayCounts]).sort(),
    ).toEqual(
      [
        ['WMS-MH-01', '棉花', '22.22', 2],
        ['WMS-X-09', '待映射货物', '10.00', 1],
      ].sort(),
    );
    const g = goods.records.find((x) => x.externalMaterialId === 'WMS-MH-01')!;
    expect(g.attrs).toEqual([{ attrCode: 'producingArea', attrName: '产区', value: '新疆' }]);
    const trays = await dataOf<Page<TrayRow>>(t.get(tok.shipper, `${API}/trayListByPage`, { goodsId: g.id }));
    expect(trays.total).toBe(2);
    expect(trays.records[0]).toMatchObject({
      goodsName: '新疆机采棉',
      caseNumber: c.caseNumber,
      trayGoodsWeight: '11.11',
      status: TrayStatus.unlocked,
      billId: null,
      rfidCode: expect.stringMatching(/^E/),
      siteCode: expect.stringMatching(/^A-01-/),
    });
    expect((await t.get(tok.shipper, `${API}/trayListByPage`)).statusCode).toBe(404);
    expect((await t.get(tok.shipper, `${API}/goodsListByPage`)).statusCode).toBe(400);
  });

  it('lists tray moves with their receipt code, filtered by batch and container, scoped', async () => {
    const bill = await inEffect();
    const c = await container({ status: ContainerStatus.locked, billId: bill, lineageId: bill });
    const other = await container({ cargoOwnerId: ids.foreign });
    const batch = `MB${Date.now()}`;
    const move = (on: { id: string; caseNumber: string; trayCodes: string[] }, owner: string, n: number) => ({
      tenantId: '000000',
      warehouseUnitId: '1001',
      eventId: `${batch}-${on.id}-${n}`,
      transferBatchId: batch,
      trayCode: on.trayCodes[0]!,
      outSite: 'A-01-1',
      inSite: `B-0${n}-1`,
      containerId: on.id,
      caseNumber: on.caseNumber,
      cargoOwnerId: owner,
      warehouseId: ids.warehouse,
      moveTime: new Date(Date.now() + n * 1000),
    });
    await db
      .insert(wmsTrayTransfer)
      .values([move(c, ids.shipper, 1), move(c, ids.shipper, 2), move(other, ids.foreign, 3)]);
    const list = (token: string, q: Record<string, string>) =>
      dataOf<Page<TrayTransferRow>>(t.get(token, `${API}/trayTransferListByPage`, q));
    const [billCode] = (await db.select({ code: receipt.code }).from(receipt).where(eq(receipt.id, bill))).map(
      (r) => r.code,
    );
    const mine = await list(tok.shipper, { transferBatchId: batch });
    expect(mine.records.map((r) => [r.inSite, r.caseId, r.billId, r.billCode])).toEqual([
      ['B-02-1', c.id, bill, billCode],
      ['B-01-1', c.id, bill, billCode],
    ]);
    expect((await list(tok.warehouse, { transferBatchId: batch })).total).toBe(3);
    expect(
      (await list(tok.warehouse, { transferBatchId: batch, caseId: other.id })).records.map((r) => r.caseId),
    ).toEqual([other.id]);
    expect((await list(tok.foreign, { transferBatchId: batch })).records.map((r) => r.caseId)).toEqual([other.id]);
    expect((await list(tok.warehouse2, { transferBatchId: batch })).total).toBe(0);
  });
});

describe(`unlocking containers on ${process.env.TEST_DB}`, () => {
  it('answers the messages of spec 3 §5 Unlock', async () => {
    const c = await container({ status: ContainerStatus.locked });
    const d = await container({ status: ContainerStatus.locked, unit: '1002' });
    for (const body of [
      { warehouseUnitId: '1001' },
      { ids: [], warehouseUnitId: '1001' },
      { ids: '', warehouseUnitId: '1001' },
    ])
      expectRefusal(await unlock(tok.shipper, body), 400, 'wms.select_unlock', wmsMessages.selectUnlock);
    expectRefusal(await unlock(tok.shipper, { ids: [c.id] }), 400, 'wms.same_platform', wmsMessages.samePlatform);
    expectRefusal(
      await unlock(tok.shipper, { ids: [c.id, d.id], warehouseUnitId: '1001,1002' }),
      400,
      reasons.samePlatform,
      wmsMessages.samePlatform,
    );
    expectRefusal(
      await unlock(tok.shipper, { ids: `${c.id},${d.id}`, warehouseUnitId: '1001' }),
      400,
      reasons.samePlatform,
      wmsMessages.samePlatform,
    );
    expect((await rowsOf([c.id, d.id])).map((r) => r.status)).toEqual([ContainerStatus.locked, ContainerStatus.locked]);
  });

  it('refuses goods under a live receipt, goods not locked, another owner’s goods', async () => {
    const bill = await inEffect();
    const covered = await container({ status: ContainerStatus.locked, billId: bill, lineageId: bill });
    expectRefusal(
      await unlock(tok.shipper, { ids: [covered.id], warehouseUnitId: '1001' }),
      409,
      reasons.underReceipt,
      new RegExp(covered.caseNumber),
    );
    for (const status of [
      ContainerStatus.unlocked,
      ContainerStatus.applied,
      ContainerStatus.generated,
      ContainerStatus.released,
    ]) {
      const c = await container({ status });
      expectRefusal(await unlock(tok.shipper, { ids: [c.id], warehouseUnitId: '1001' }), 409, reasons.notLocked);
    }
    const theirs = await container({
      status: ContainerStatus.locked,
      cargoOwnerId: ids.foreign,
      warehouseId: ids.warehouse2,
    });
    expectRefusal(
      await unlock(tok.shipper, { ids: [theirs.id], warehouseUnitId: '1001' }),
      403,
      reasons.unlockForbidden,
    );
    expectRefusal(
      await unlock(tok.warehouse, { ids: [theirs.id], warehouseUnitId: '1001' }),
      403,
      reasons.unlockForbidden,
    );
    expectRefusal(
      await unlock(tok.shipper, { ids: ['999999999999'], warehouseUnitId: '1001' }),
      404,
      reasons.containerNotFound,
    );
    // The unlock screen does not list them.
    const listed = casesOf(await page(tok.shipper, { unlockable: '1', caseNumber: covered.caseNumber }));
    expect(listed).toEqual([]);
    expect((await rowsOf([covered.id]))[0]!.status).toBe(ContainerStatus.locked);
  });

  it('lets go goods whose receipt ended: containers and trays 11, an unlock queued for the WMS', async () => {
    const bill = await inEffect();
    const c = await container({
      status: ContainerStatus.locked,
      billId: bill,
      lineageId: bill,
      trayStatus: TrayStatus.locked,
      wmsLocked: 1,
    });
    const told: string[][] = [];
    t.ctx.wms.unlock = async (_tenant, unit, containerIds) => {
      expect(unit).toBe('1001');
      told.push([...containerIds]);
    };
    const screen = () => page(tok.shipper, { unlockable: '1', caseNumber: c.caseNumber });
    expect(casesOf(await screen())).toEqual([]);
    expectRefusal(await unlock(tok.shipper, { ids: [c.id], warehouseUnitId: '1001' }), 409, reasons.underReceipt);
    // The receipt is cancelled (picked up): nothing covers the goods any more.
    await db.update(receipt).set({ status: ReceiptStatus.cancelled }).where(eq(receipt.id, bill));
    expect(casesOf(await screen())).toEqual([c.caseNumber]);
    expect(await dataOf(unlock(tok.shipper, { ids: c.id, warehouseUnitId: '1001' }))).toBe(true);
    const [row] = await rowsOf([c.id]);
    // The WMS was told at once (the lock outbox after the commit): nothing left pending.
    expect([row!.status, row!.lockPending, row!.wmsLocked]).toEqual([ContainerStatus.released, LockPending.none, 0]);
    expect(told).toEqual([[`EXT-${c.caseNumber}`]]);
    const trays = await db.select().from(wmsTray).where(eq(wmsTray.containerId, c.id));
    expect(trays.map((x) => x.status)).toEqual([
      TrayStatus.unlockedAgain,
      TrayStatus.unlockedAgain,
      TrayStatus.unlockedAgain,
    ]);
    expect(casesOf(await screen())).toEqual([]);
    // Unlocked once: not again.
    expectRefusal(await unlock(tok.shipper, { ids: [c.id], warehouseUnitId: '1001' }), 409, reasons.notLocked);
    // The warehouse may let go goods at it, the platform any.
    // When the WMS cannot be reached the unlock stays queued (lockPending 2) for the outbox's sweep.
    t.ctx.wms.unlock = async () => {
      throw new WmsProviderError('DOWN', 'WMS暂时无法连接');
    };
    const atWarehouse = await container({ status: ContainerStatus.locked });
    expect(await dataOf(unlock(tok.warehouse, { ids: [atWarehouse.id], warehouseUnitId: '1001' }))).toBe(true);
    expect((await rowsOf([atWarehouse.id])).map((r) => [r.status, r.lockPending])).toEqual([
      [ContainerStatus.released, LockPending.unlock],
    ]);
  });
});

import type { Page } from '@kc/domain';
import { enterpriseRefusals } from '@kc/domain/enterprise/refusals';
import { ReviewStatus } from '@kc/domain/enterprise/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  type AlarmDetail,
  type AlarmRow,
  AlarmStatus,
  ContainerStatus,
  type containerAlarmTrayRow,
  type offlineDetailRow,
  type rfidWarnRow,
  wmsMessages,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { runReconciliation } from './reconcile-run';
import { alarmSnap, apply, containerSnap, event, goodsSnap, mirrorOf, TENANT, traySnap } from './sync-fixtures';
import { pullUnit } from './sync-pull';
import { wmsAlarm, wmsAlarmBill, wmsContainer } from './wms.table';

/**
 * Alarms (spec 3 §2 Alarms, §3 Alarm detail, §4 receipt status 90): an open alarm on goods under a live receipt puts
 * the receipt to 90 and handling it brings the receipt back; who sees and who handles an alarm.
 */

type Tray = z.infer<typeof containerAlarmTrayRow>;
type Device = z.infer<typeof offlineDetailRow>;
type Warn = z.infer<typeof rfidWarnRow>;

let t: TestApp;
let shipperId: string;
let warehouseId: string;
const BASE = '/api/kc-flrk/wmsExternalContainerAlarm';
const scope = { tenantId: TENANT, unit: '1004' };
const tokens: Record<string, string> = {};

const statusOf = async (billId: string) =>
  (await t.ctx.db.select({ status: receipt.status }).from(receipt).where(eq(receipt.id, billId)))[0]!.status;

/** A mirrored container (WMS id `id`) covered by a new receipt in `status`; answers both ids. */
const coveredContainer = async (id: string, status: number = ReceiptStatus.inEffect) => {
  await apply(t.ctx, scope, [
    event({
      type: 'container',
      container: containerSnap({
        containerId: id,
        version: 1,
        goods: [goodsSnap('G1', [traySnap({ trayId: `${id}T1` }), traySnap({ trayId: `${id}T2` })])],
      }),
    }),
  ]);
  const [billId] = await makeReceipts(t.ctx, { count: 1, shipperId, warehouseId, status });
  const c = (await mirrorOf(t.ctx, '1004', id))!;
  await t.ctx.db
    .update(wmsContainer)
    .set({ billId, lineageId: billId, status: ContainerStatus.locked })
    .where(eq(wmsContainer.id, c.id));
  return { containerId: c.id, billId: billId! };
};

const raise = (alarmId: string, containerId: string | null, over: Partial<Parameters<typeof alarmSnap>[0]> = {}) =>
  apply(t.ctx, scope, [
    event({
      type: 'alarm',
      alarm: alarmSnap({
        alarmId,
        version: 1,
        containerId,
        trays: [
          { trayCode: `TP${containerId}T1`, rfidCode: `EPC${containerId}T1`, siteCode: 'A-01-01', reason: '托盘缺失' },
        ],
        rfid: [{ epcCode: `EPC${containerId}T1`, scanTime: '2026-11-24T01:30:00.000Z' }],
        ...over,
      }),
    }),
  ]);

const alarmIdOf = async (externalId: string) =>
  (await t.ctx.db.select({ id: wmsAlarm.id }).from(wmsAlarm).where(eq(wmsAlarm.externalId, externalId)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseOfAccount(t.ctx.db, 'shipper');
  warehouseId = await enterpriseOfAccount(t.ctx.db, 'warehouse');
  for (const a of ['shipper', 'warehouse', 'warehouse2', 'buyer', 'platform']) tokens[a] = await t.login(a);
});
afterAll(async () => t?.close());

describe('an alarm on goods under a receipt', () => {
  let billId: string;
  let first: string;
  let second: string;

  it('puts the receipt to 90 with an audit event and links it; a second alarm links it with the same from-status', async () => {
    const c = await coveredContainer('H1');
    billId = c.billId;
    await raise('HA1', 'H1');
    first = await alarmIdOf('HA1');
    expect(await statusOf(billId)).toBe(ReceiptStatus.alarming);
    const events = await listAuditEvents(t.ctx.db, 'receipt', billId);
    expect(events.at(-1)).toMatchObject({ action: 'alarm', fromStatus: '1', toStatus: '90', actorId: null });
    const [a] = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.id, first));
    expect(a).toMatchObject({ billId, containerId: c.containerId, status: AlarmStatus.open });

    await raise('HA2', 'H1', { kind: 'weight', content: '重量变化超限' });
    second = await alarmIdOf('HA2');
    const links = await t.ctx.db.select().from(wmsAlarmBill).where(eq(wmsAlarmBill.billId, billId));
    expect(links.map((l) => [l.alarmId, l.fromStatus, l.closed]).sort()).toEqual(
      [
        [first, ReceiptStatus.inEffect, 0],
        [second, ReceiptStatus.inEffect, 0],
      ].sort(),
    );
    expect(await statusOf(billId)).toBe(ReceiptStatus.alarming);
  });

  it('is listed for the platform, its warehouse and its cargo owner; another enterprise sees nothing', async () => {
    const list = async (account: string, query: Record<string, string> = {}) =>
      dataOf<Page<AlarmRow>>(t.get(tokens[account], `${BASE}/list`, query));
    for (const account of ['platform', 'warehouse', 'shipper']) {
      const page = await list(account, { caseNumber: 'XHH1' });
      expect(page.records.map((r) => r.id).sort(), account).toEqual([first, second].sort());
    }
    expect((await list('warehouse2')).total).toBe(0);
    // A buyer has no alarm screen at all.
    expect((await t.get(tokens.buyer, `${BASE}/list`)).statusCode).toBe(403);
    const byType = await list('platform', { type: '3', billId });
    expect(byType.records.map((r) => r.id)).toEqual([second]);
    const row = (await list('warehouse', { billId, status: '0' })).records[0];
    expect(row).toMatchObject({ source: 'wms', billId, caseNumber: 'XHH1', warehouseUnitName: '华储智能仓储平台' });
    expect(row.billCode).toMatch(/^TWR/);
    expect(row.code).toMatch(/^GJ\d{12}$/);
    expect((await list('platform', { billId, status: '1' })).total).toBe(0);
  });

  it('shows its detail (trays, tags, receipts, who may handle it) to those who see it, 404 to others', async () => {
    const detail = await dataOf<AlarmDetail>(t.get(tokens.warehouse, `${BASE}/detail`, { id: first }));
    expect(detail).toMatchObject({
      id: first,
      canHandle: true,
      rfidJson: [{ epcCode: 'EPCH1T1', scanTime: '2026-11-24 09:30:00' }],
      trays: [{ trayCode: 'TPH1T1', reason: '托盘缺失' }],
      bills: [{ billId, fromStatus: ReceiptStatus.inEffect, status: ReceiptStatus.alarming }],
    });
    expect((await dataOf<AlarmDetail>(t.get(tokens.shipper, `${BASE}/detail`, { id: first }))).canHandle).toBe(false);
    expectRefusal(
      await t.get(tokens.warehouse2, `${BASE}/detail`, { id: first }),
      404,
      wmsRefusals.reasons.alarmNotFound,
    );
    const trays = await dataOf<Page<Tray>>(
      t.get(tokens.shipper, `${BASE}/detailListByPage`, { containerAlarmId: first }),
    );
    expect(trays.records).toMatchObject([{ trayCode: 'TPH1T1', caseNumber: 'XHH1' }]);
    expectRefusal(
      await t.get(tokens.warehouse2, `${BASE}/detailListByPage`, { containerAlarmId: first }),
      404,
      wmsRefusals.reasons.alarmNotFound,
    );
  });

  it('is listed on the receipt for those who see the receipt', async () => {
    const rows = await dataOf<AlarmRow[]>(t.get(tokens.shipper, `${BASE}/listByBussId`, { id: billId }));
    expect(rows.map((r) => r.id).sort()).toEqual([first, second].sort());
    expect((await dataOf<AlarmRow[]>(t.get(tokens.platform, `${BASE}/listByBussId`, { id: billId }))).length).toBe(2);
    expectRefusal(
      await t.get(tokens.warehouse2, `${BASE}/listByBussId`, { id: billId }),
      404,
      wmsRefusals.reasons.alarmNotFound,
    );
  });

  it('is handled only by its warehouse or the platform, with a reason; the receipt returns when no alarm holds it', async () => {
    expectRefusal(
      await t.post(tokens.shipper, `${BASE}/handleAlarm`, { id: first, descr: '已核实' }),
      403,
      wmsRefusals.reasons.alarmForbidden,
      '只有告警所在仓库或平台可以处理告警',
    );
    expectRefusal(
      await t.post(tokens.warehouse2, `${BASE}/handleAlarm`, { id: first, descr: '已核实' }),
      404,
      wmsRefusals.reasons.alarmNotFound,
    );
    for (const descr of [undefined, '', '   ']) {
      const res = await t.post(tokens.warehouse, `${BASE}/handleAlarm`, { id: first, descr });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(wmsMessages.handleDescr);
    }
    const handled = await dataOf<AlarmDetail>(
      t.post(tokens.warehouse, `${BASE}/handleAlarm`, { id: first, descr: '托盘已归位，现场核实无误' }),
    );
    expect(handled).toMatchObject({
      status: AlarmStatus.handled,
      canHandle: false,
      handleDescr: '托盘已归位，现场核实无误',
    });
    expect(handled.handleTime).not.toBeNull();
    expect(handled.handleUserName).toBeTruthy();
    // The other alarm still holds the receipt.
    expect(await statusOf(billId)).toBe(ReceiptStatus.alarming);
    expectRefusal(
      await t.post(tokens.platform, `${BASE}/handleAlarm`, { id: first, descr: '再次处理' }),
      409,
      wmsRefusals.reasons.alarmHandled,
    );
    await dataOf(t.post(tokens.platform, `${BASE}/handleAlarm`, { id: second, descr: '重量已复核' }));
    expect(await statusOf(billId)).toBe(ReceiptStatus.inEffect);
    const events = await listAuditEvents(t.ctx.db, 'receipt', billId);
    expect(events.at(-1)).toMatchObject({ action: 'alarm-handled', fromStatus: '90', toStatus: '1' });
    expect((await listAuditEvents(t.ctx.db, 'wmsAlarm', second)).map((e) => e.action)).toEqual(['raise', 'handle']);
    const links = await t.ctx.db.select().from(wmsAlarmBill).where(eq(wmsAlarmBill.billId, billId));
    expect(links.every((l) => l.closed === 1)).toBe(true);
  });
});

describe('alarms that move no receipt', () => {
  it('a receipt that is not live (cancelled, or still being signed) is not moved', async () => {
    const cancelled = await coveredContainer('H2', ReceiptStatus.cancelled);
    const signing = await coveredContainer('H3', ReceiptStatus.generated);
    await raise('HA3', 'H2');
    await raise('HA4', 'H3');
    expect(await statusOf(cancelled.billId)).toBe(ReceiptStatus.cancelled);
    expect(await statusOf(signing.billId)).toBe(ReceiptStatus.generated);
    expect(await t.ctx.db.select().from(wmsAlarmBill).where(eq(wmsAlarmBill.billId, cancelled.billId))).toEqual([]);
  });

  it('an alarm the WMS clears keeps the receipt at 90 until a person handles it', async () => {
    const c = await coveredContainer('H4');
    await raise('HA5', 'H4');
    expect(await statusOf(c.billId)).toBe(ReceiptStatus.alarming);
    await raise('HA5', 'H4', { version: 2, status: 'cleared', clearedAt: '2026-11-24T04:00:00.000Z' });
    expect(await statusOf(c.billId)).toBe(ReceiptStatus.alarming);
    const detail = await dataOf<AlarmDetail>(t.get(tokens.platform, `${BASE}/detail`, { id: await alarmIdOf('HA5') }));
    expect(detail).toMatchObject({ status: AlarmStatus.open, clearedTime: '2026-11-24 12:00:00', canHandle: true });
  });

  it('an offline alarm lists its devices; the warehouse sees it, the cargo owner of no container does not', async () => {
    await raise('HA6', null, {
      kind: 'offline',
      content: '读写器离线',
      trays: [],
      rfid: [],
      devices: [
        { deviceCode: 'RD01', deviceName: '1号读写器', offlineTime: '2026-11-24T01:00:00.000Z', onlineTime: null },
        { deviceCode: 'RD02', deviceName: '2号读写器', offlineTime: '2026-11-24T01:05:00.000Z', onlineTime: null },
      ],
    });
    const id = await alarmIdOf('HA6');
    const devices = await dataOf<Page<Device>>(
      t.get(tokens.warehouse, `${BASE}/offlineAlarmDetaiListByPage`, { alarmId: id }),
    );
    expect(devices.total).toBe(2);
    expect(devices.records[0]).toMatchObject({ deviceCode: 'RD02', offlineTime: '2026-11-24 09:05:00' });
    const list = await dataOf<Page<AlarmRow>>(t.get(tokens.warehouse, `${BASE}/list`, { type: '1' }));
    expect(list.records.map((r) => r.id)).toContain(id);
    expect((await dataOf<Page<AlarmRow>>(t.get(tokens.shipper, `${BASE}/list`, { type: '1' }))).total).toBe(0);
  });
});

describe('an alarm out of order', () => {
  it('arriving before its container is tied to it, and the next reconciliation puts the receipt to 90', async () => {
    await raise('HA8', 'H8', { caseNumber: 'XHH8' });
    const id = await alarmIdOf('HA8');
    expect((await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.id, id)))[0]!.containerId).toBeNull();
    const c = await coveredContainer('H8');
    const [tied] = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.id, id));
    expect(tied).toMatchObject({ containerId: c.containerId, cargoOwnerId: shipperId });
    expect(await statusOf(c.billId)).toBe(ReceiptStatus.inEffect);
    await runReconciliation(t.ctx, TENANT, { trigger: 'job' });
    expect(await statusOf(c.billId)).toBe(ReceiptStatus.alarming);
  });
});

describe('who may handle', () => {
  it('a warehouse whose enterprise is not approved is refused', async () => {
    const pending = await createEnterprise(t.ctx.db, {
      type: '2',
      code: 'CKPEND',
      status: ReviewStatus.pending,
      approvedTime: null,
    });
    const { token } = await t.newUser('pending-warehouse', { roleAliases: ['warehouse'], postId: pending });
    await raise('HA7', null, { kind: 'offline', warehouseCode: 'CKPEND', trays: [], rfid: [] });
    const id = await alarmIdOf('HA7');
    expect((await dataOf<AlarmDetail>(t.get(token, `${BASE}/detail`, { id }))).canHandle).toBe(true);
    expectRefusal(
      await t.post(token, `${BASE}/handleAlarm`, { id, descr: '已处理' }),
      403,
      enterpriseRefusals.reasons.ownNotApproved,
    );
    const [a] = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.id, id));
    expect(a!.status).toBe(AlarmStatus.open);
  });
});

describe('the RFID scan warn log', () => {
  it('shows the warehouse its reads and the platform all; another warehouse sees nothing', async () => {
    await apply(t.ctx, scope, [
      event({
        type: 'rfidScan',
        warehouseCode: 'CK0001',
        scans: [
          {
            epcCode: 'EPCUNKNOWN1',
            siteCode: 'A-02-02',
            deviceCode: 'RD01',
            scanTime: '2026-11-24T02:00:00.000Z',
            warn: '未登记标签',
          },
          {
            epcCode: 'EPCH1T1',
            siteCode: 'A-01-01',
            deviceCode: 'RD01',
            scanTime: '2026-11-24T02:00:00.000Z',
            warn: null,
          },
        ],
      }),
    ]);
    const mine = await dataOf<Page<Warn>>(
      t.get(tokens.warehouse, `${BASE}/rfidWarnListByPage`, { epcCode: 'UNKNOWN' }),
    );
    expect(mine.records).toMatchObject([
      { epcCode: 'EPCUNKNOWN1', warn: '未登记标签', scanTime: '2026-11-24 10:00:00' },
    ]);
    expect((await dataOf<Page<Warn>>(t.get(tokens.platform, `${BASE}/rfidWarnListByPage`))).total).toBeGreaterThan(0);
    expect((await dataOf<Page<Warn>>(t.get(tokens.warehouse2, `${BASE}/rfidWarnListByPage`))).total).toBe(0);
    expect((await t.get(tokens.shipper, `${BASE}/rfidWarnListByPage`)).statusCode).toBe(403);
  });
});

describe('through the WMS sandbox', () => {
  it('an alarm raised in the sandbox moves the receipt to 90 and handling it moves it back', async () => {
    const sandbox = t.ctx.wmsSandbox;
    const snap = await sandbox.addContainer(TENANT, '1001', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [{ goodsName: '新疆机采棉', materialCode: 'WMS-MH-01', trays: [{ num: '10', weight: '8.5' }] }],
    });
    const c = (await mirrorOf(t.ctx, '1001', snap.containerId))!;
    const [billId] = await makeReceipts(t.ctx, { count: 1, shipperId, warehouseId, status: ReceiptStatus.inEffect });
    await t.ctx.db
      .update(wmsContainer)
      .set({ billId, lineageId: billId, status: ContainerStatus.locked })
      .where(eq(wmsContainer.id, c.id));
    await sandbox.raiseAlarm(TENANT, '1001', {
      kind: 'container',
      containerId: snap.containerId,
      content: '货箱被打开',
    });
    expect(await statusOf(billId!)).toBe(ReceiptStatus.alarming);
    const [alarm] = await dataOf<AlarmRow[]>(t.get(tokens.shipper, `${BASE}/listByBussId`, { id: billId! }));
    expect(alarm).toMatchObject({ content: '货箱被打开', status: AlarmStatus.open, caseNumber: snap.caseNumber });
    // The pull finds nothing new (the push brought it).
    await pullUnit(t.ctx, TENANT, '1001');
    expect((await dataOf<AlarmRow[]>(t.get(tokens.shipper, `${BASE}/listByBussId`, { id: billId! }))).length).toBe(1);
    await dataOf(t.post(tokens.warehouse, `${BASE}/handleAlarm`, { id: alarm.id, descr: '已复核，货物完好' }));
    expect(await statusOf(billId!)).toBe(ReceiptStatus.inEffect);
  });
});

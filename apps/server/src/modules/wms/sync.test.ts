import { AlarmStatus, ContainerStatus, TrayStatus, type WmsPullAnswer } from '@kc/domain/wms/wms';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushHeaders, wmsNotifyPath } from '../../providers/wms/protocol';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { sendPendingLocks } from './lock-outbox';
import {
  alarmSnap,
  apply,
  containerSnap,
  event,
  goodsSnap,
  mirrorOf,
  TENANT,
  traySnap,
  traysOfMirror,
} from './sync-fixtures';
import { pullUnit } from './sync-pull';
import {
  wmsAlarm,
  wmsAlarmDevice,
  wmsAlarmTray,
  wmsContainer,
  wmsGoods,
  wmsInbox,
  wmsRfidWarn,
  wmsSyncState,
  wmsTrayTransfer,
} from './wms.table';

/**
 * The WMS mirror's sync (providers/wms/port.ts): events applied by one path — pushed (signed, stored once in the
 * inbox, applied) or pulled (change feed, then the reconciling pass) — version-gated, idempotent, harmless when
 * duplicated or out of order; the lock outbox.
 */

let t: TestApp;
let shipperId: string;
let warehouseId: string;
const scope = { tenantId: TENANT, unit: '1004' };

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseOfAccount(t.ctx.db, 'shipper');
  warehouseId = await enterpriseOfAccount(t.ctx.db, 'warehouse');
});
afterAll(async () => t?.close());

describe('applying WMS events to the mirror', () => {
  it('a container snapshot becomes the container, its goods and trays, with totals and the parties by code', async () => {
    const snap = containerSnap({
      containerId: 'A1',
      version: 1,
      tidanCode: 'TD001',
      goods: [
        goodsSnap('G1', [traySnap({ trayId: 'A1T1', weight: '10.50' }), traySnap({ trayId: 'A1T2', weight: '5.25' })]),
      ],
    });
    await apply(t.ctx, scope, [event({ type: 'container', container: snap })]);
    const c = (await mirrorOf(t.ctx, '1004', 'A1'))!;
    expect(c).toMatchObject({
      caseNumber: 'XHA1',
      warehouseId,
      cargoOwnerId: shipperId,
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      status: ContainerStatus.unlocked,
      totalWeight: '15.75',
      totalNum: '20.00',
      trayCounts: 2,
      weightUnit: '1',
      numUnit: '2',
      materialNames: '棉花',
      tidanCode: 'TD001',
      wmsVersion: 1,
      removed: 0,
    });
    expect(c.syncTime).not.toBeNull();
    const [g] = await t.ctx.db.select().from(wmsGoods).where(eq(wmsGoods.containerId, c.id));
    expect(g).toMatchObject({ externalId: 'G1', totalWeight: '15.75', trayCounts: 2, externalMaterialId: 'WMS-MH-01' });
    expect(g!.attrs).toEqual([{ attrCode: 'producingArea', attrName: '产区', value: '新疆阿克苏' }]);
    const trays = await traysOfMirror(t.ctx, c.id);
    expect(trays.map((x) => [x.trayCode, x.trayGoodsWeight, x.status, x.removed])).toEqual([
      ['TPA1T1', '10.50', TrayStatus.unlocked, 0],
      ['TPA1T2', '5.25', TrayStatus.unlocked, 0],
    ]);
  });

  it('an unknown enterprise code is kept with no enterprise', async () => {
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({ containerId: 'A2', version: 1, ownerCode: 'NOBODY', goods: [] }),
      }),
    ]);
    expect(await mirrorOf(t.ctx, '1004', 'A2')).toMatchObject({ ownerCode: 'NOBODY', cargoOwnerId: null, warehouseId });
  });

  it('a newer snapshot removes what is gone and keeps the platform’s own fields; an older or repeated one changes nothing', async () => {
    const trays = [traySnap({ trayId: 'B1T1' }), traySnap({ trayId: 'B1T2' }), traySnap({ trayId: 'B1T3' })];
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({ containerId: 'B1', version: 1, goods: [goodsSnap('G1', trays)] }),
      }),
    ]);
    const c = (await mirrorOf(t.ctx, '1004', 'B1'))!;
    // The platform's moves: locked under a receipt, a lock still to send.
    await t.ctx.db
      .update(wmsContainer)
      .set({ status: ContainerStatus.locked, billId: '42', lineageId: '42', applyId: '43', lockPending: 1 })
      .where(eq(wmsContainer.id, c.id));
    const v3 = containerSnap({
      containerId: 'B1',
      version: 3,
      locked: true,
      goods: [goodsSnap('G1', [traySnap({ trayId: 'B1T1', weight: '9.00' }), trays[1]!, traySnap({ trayId: 'B1T4' })])],
    });
    await apply(t.ctx, scope, [event({ type: 'container', container: v3 })]);
    const after = (await mirrorOf(t.ctx, '1004', 'B1'))!;
    expect(after).toMatchObject({
      status: ContainerStatus.locked,
      billId: '42',
      lineageId: '42',
      applyId: '43',
      lockPending: 1,
      wmsLocked: 1,
      wmsVersion: 3,
      totalWeight: '26.00',
      trayCounts: 3,
    });
    const byCode = async () =>
      Object.fromEntries(
        (await traysOfMirror(t.ctx, c.id)).map((x) => [x.trayCode, [x.trayGoodsWeight, x.removed, x.status]]),
      );
    // The new tray of a locked container is locked with it.
    expect(await byCode()).toEqual({
      TPB1T1: ['9.00', 0, TrayStatus.unlocked],
      TPB1T2: ['8.50', 0, TrayStatus.unlocked],
      TPB1T3: ['8.50', 1, TrayStatus.unlocked],
      TPB1T4: ['8.50', 0, TrayStatus.locked],
    });
    // Version 2 arrives late, version 3 again: nothing moves.
    const v2 = containerSnap({ containerId: 'B1', version: 2, goods: [goodsSnap('G1', trays)] });
    await apply(t.ctx, scope, [
      event({ type: 'container', container: v2 }),
      event({ type: 'container', container: v3 }),
    ]);
    expect((await mirrorOf(t.ctx, '1004', 'B1'))!.wmsVersion).toBe(3);
    expect((await byCode()).TPB1T3).toEqual(['8.50', 1, TrayStatus.unlocked]);
    // A removed container stays for the record.
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({ containerId: 'B1', version: 4, removed: true, goods: [] }),
      }),
    ]);
    expect(await mirrorOf(t.ctx, '1004', 'B1')).toMatchObject({ removed: 1, trayCounts: 0, totalWeight: '0.00' });
  });

  it('a tray move is recorded once per event with the container, its owner and warehouse', async () => {
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({
          containerId: 'M1',
          version: 1,
          goods: [goodsSnap('G1', [traySnap({ trayId: 'M1T1' })])],
        }),
      }),
    ]);
    const move = event(
      {
        type: 'trayMove',
        move: {
          trayCode: 'TPM1T1',
          caseNumber: 'XHM1',
          containerId: 'M1',
          fromSite: 'A-01-01',
          toSite: 'B-02-03',
          batchId: 'MVB1',
          movedAt: '2026-11-24T03:00:00.000Z',
        },
      },
      'MOVE-EVT-1',
    );
    await apply(t.ctx, scope, [move]);
    await apply(t.ctx, scope, [move]);
    const rows = await t.ctx.db.select().from(wmsTrayTransfer).where(eq(wmsTrayTransfer.eventId, 'MOVE-EVT-1'));
    expect(rows).toHaveLength(1);
    const c = (await mirrorOf(t.ctx, '1004', 'M1'))!;
    expect(rows[0]).toMatchObject({
      transferBatchId: 'MVB1',
      outSite: 'A-01-01',
      inSite: 'B-02-03',
      containerId: c.id,
      caseNumber: 'XHM1',
      cargoOwnerId: shipperId,
      warehouseId,
    });
    expect(rows[0]!.trayId).not.toBeNull();
    expect(rows[0]!.moveTime.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('RFID reads move a tray’s last scan forward only, and warned reads are logged', async () => {
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({
          containerId: 'R1',
          version: 1,
          goods: [goodsSnap('G1', [traySnap({ trayId: 'R1T1' })])],
        }),
      }),
    ]);
    const scan = (id: string, scanTime: string, warn: string | null = null) =>
      event(
        {
          type: 'rfidScan',
          warehouseCode: 'CK0001',
          scans: [{ epcCode: 'EPCR1T1', siteCode: 'A-01-01', deviceCode: 'RD01', scanTime, warn }],
        },
        id,
      );
    await apply(t.ctx, scope, [scan('SCAN-2', '2026-11-24T05:00:00.000Z', '标签不在登记库位')]);
    await apply(t.ctx, scope, [scan('SCAN-1', '2026-11-24T04:00:00.000Z')]);
    const c = (await mirrorOf(t.ctx, '1004', 'R1'))!;
    expect((await traysOfMirror(t.ctx, c.id))[0]!.lastScanTime!.toISOString()).toBe('2026-11-24T05:00:00.000Z');
    const warns = await t.ctx.db.select().from(wmsRfidWarn).where(eq(wmsRfidWarn.epcCode, 'EPCR1T1'));
    expect(warns).toHaveLength(1);
    expect(warns[0]).toMatchObject({ trayCode: 'TPR1T1', warn: '标签不在登记库位', warehouseId, deviceCode: 'RD01' });
  });

  it('a WMS alarm is mirrored once with its code, devices, trays and tags; clearing it only records the time', async () => {
    await apply(t.ctx, scope, [
      event({
        type: 'container',
        container: containerSnap({
          containerId: 'W1',
          version: 1,
          goods: [goodsSnap('G1', [traySnap({ trayId: 'W1T1' })])],
        }),
      }),
    ]);
    const raised = alarmSnap({
      alarmId: 'AL1',
      version: 1,
      kind: 'container',
      containerId: 'W1',
      trays: [{ trayCode: 'TPW1T1', rfidCode: 'EPCW1T1', siteCode: 'A-01-01', reason: '托盘离开库位' }],
      devices: [{ deviceCode: 'RD01', deviceName: '1号读写器', offlineTime: null, onlineTime: null }],
      rfid: [{ epcCode: 'EPCW1T1', scanTime: '2026-11-24T01:00:00.000Z' }],
    });
    const now = new Date('2026-11-24T02:00:00.000Z');
    await apply(t.ctx, scope, [event({ type: 'alarm', alarm: raised })], now);
    await apply(t.ctx, scope, [event({ type: 'alarm', alarm: raised })], now);
    const rows = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.externalId, 'AL1'));
    expect(rows).toHaveLength(1);
    const a = rows[0]!;
    const c = (await mirrorOf(t.ctx, '1004', 'W1'))!;
    expect(a).toMatchObject({
      source: 'wms',
      type: 2,
      status: AlarmStatus.open,
      containerId: c.id,
      caseNumber: 'XHW1',
      cargoOwnerId: shipperId,
      warehouseId,
      clearedTime: null,
    });
    expect(a.code).toMatch(/^GJ20261124\d{4}$/);
    expect(a.rfidJson).toEqual([{ epcCode: 'EPCW1T1', scanTime: '2026-11-24T01:00:00.000Z' }]);
    expect(await t.ctx.db.select().from(wmsAlarmTray).where(eq(wmsAlarmTray.alarmId, a.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(wmsAlarmDevice).where(eq(wmsAlarmDevice.alarmId, a.id))).toHaveLength(1);
    // Cleared in the WMS (a newer version), then the old open report arrives late.
    await apply(t.ctx, scope, [
      event({
        type: 'alarm',
        alarm: { ...raised, version: 2, status: 'cleared', clearedAt: '2026-11-24T06:00:00.000Z' },
      }),
      event({ type: 'alarm', alarm: raised }),
    ]);
    const [cleared] = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.id, a.id));
    expect(cleared).toMatchObject({ status: AlarmStatus.open, wmsVersion: 2 });
    expect(cleared!.clearedTime!.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    // A second alarm of the day takes the next code.
    await apply(
      t.ctx,
      scope,
      [event({ type: 'alarm', alarm: alarmSnap({ alarmId: 'AL2', version: 1, kind: 'offline' }) })],
      now,
    );
    const [second] = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.externalId, 'AL2'));
    expect(Number(second!.code.slice(10))).toBe(Number(a.code.slice(10)) + 1);
    expect(second!.type).toBe(1);
  });
});

describe('the push callback', () => {
  const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({ method: 'POST', url: path, headers, payload: body });
  const inboxCount = async (unit: string) =>
    (await t.ctx.db.select().from(wmsInbox).where(eq(wmsInbox.warehouseUnitId, unit))).length;

  it('refuses an unknown tenant or platform, a bad signature, a body that is not a push — 400 FAIL, nothing stored', async () => {
    const events = [event({ type: 'container', container: containerSnap({ containerId: 'P0', version: 1 }) })];
    const signed = await t.ctx.wmsSandbox.composePush(TENANT, '1001', events);
    const before = await inboxCount('1001');

    const unknownUnit = await post(wmsNotifyPath(TENANT, '9999'), signed.body, signed.headers);
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json()).toEqual({ code: 'FAIL', message: 'WMS平台不存在' });
    expect((await post(wmsNotifyPath('999999', '1001'), signed.body, signed.headers)).statusCode).toBe(400);

    const tampered = await post(signed.path, signed.body.replace('XHP0', 'XHP9'), signed.headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'FAIL', message: '推送签名验证失败' });
    const unsigned = await post(signed.path, signed.body);
    expect(unsigned.json()).toMatchObject({ code: 'FAIL', message: '推送缺少签名头' });

    for (const body of ['{"events": [', 'not json at all', '{"events": []}', '{"events":[{"id":"x"}]}']) {
      const forged = await t.ctx.wmsSandbox.composePush(TENANT, '1001', []);
      const headers = pushHeaders(await t.ctx.wmsSandbox.keyOf(TENANT, '1001'), body, new Date());
      const res = await post(forged.path, body, headers);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe('FAIL');
    }
    // A NUL character, escaped in JSON (signed) or raw.
    const nulBody = signed.body.replace('XHP0', 'XH\\u0000P0');
    const nul = await post(
      signed.path,
      nulBody,
      pushHeaders(await t.ctx.wmsSandbox.keyOf(TENANT, '1001'), nulBody, new Date()),
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toMatch(/控制字符/);
    const raw = await post(signed.path, signed.body.replace('XHP0', 'XH\u0000P0'), signed.headers);
    expect(raw.statusCode).toBe(400);
    expect(raw.json().msg).toMatch(/控制字符/);
    // Larger than any push.
    const huge = await post(signed.path, `{"events":[],"pad":"${'x'.repeat(6 * 1024 * 1024)}"}`, signed.headers);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ code: 'FAIL', message: '推送内容过大' });

    expect(await inboxCount('1001')).toBe(before);
    expect(await mirrorOf(t.ctx, '1001', 'P0')).toBeUndefined();
  });

  it('a verified push is stored once and applied; the same push again is acknowledged and ignored', async () => {
    const snap = containerSnap({
      containerId: 'P1',
      version: 1,
      goods: [goodsSnap('G1', [traySnap({ trayId: 'P1T1' })])],
    });
    const events = [event({ type: 'container', container: snap })];
    const signed = await t.ctx.wmsSandbox.composePush(TENANT, '1001', events);
    const first = await post(signed.path, signed.body, signed.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'SUCCESS' });
    const again = await t.ctx.wmsSandbox.composePush(TENANT, '1001', events);
    const second = await post(again.path, again.body, again.headers);
    expect(second.json()).toEqual({ code: 'SUCCESS' });
    const stored = await t.ctx.db.select().from(wmsInbox).where(eq(wmsInbox.eventId, events[0]!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'push', status: 1, type: 'container' });
    expect(await mirrorOf(t.ctx, '1001', 'P1')).toMatchObject({ caseNumber: 'XHP1', trayCounts: 1 });
  });

  it('two pushes out of order leave the newest state', async () => {
    const v1 = containerSnap({
      containerId: 'P2',
      version: 1,
      goods: [goodsSnap('G1', [traySnap({ trayId: 'P2T1' })])],
    });
    const v2 = containerSnap({
      containerId: 'P2',
      version: 2,
      goods: [goodsSnap('G1', [traySnap({ trayId: 'P2T1' }), traySnap({ trayId: 'P2T2', weight: '1.50' })])],
    });
    const newer = await t.ctx.wmsSandbox.composePush(TENANT, '1001', [event({ type: 'container', container: v2 })]);
    const older = await t.ctx.wmsSandbox.composePush(TENANT, '1001', [event({ type: 'container', container: v1 })]);
    expect((await post(newer.path, newer.body, newer.headers)).statusCode).toBe(200);
    expect((await post(older.path, older.body, older.headers)).statusCode).toBe(200);
    expect(await mirrorOf(t.ctx, '1001', 'P2')).toMatchObject({ wmsVersion: 2, trayCounts: 2, totalWeight: '10.00' });
  });

  it('a change in the sandbox reaches the inbox and the mirror by its own push', async () => {
    const snap = await t.ctx.wmsSandbox.addContainer(TENANT, '1001', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [
        {
          goodsName: '新疆机采棉',
          materialCode: 'WMS-MH-01',
          trays: [
            { num: '10', weight: '2.25' },
            { num: '10', weight: '2.25' },
          ],
        },
      ],
    });
    const c = await mirrorOf(t.ctx, '1001', snap.containerId);
    expect(c).toMatchObject({
      caseNumber: snap.caseNumber,
      trayCounts: 2,
      totalWeight: '4.50',
      cargoOwnerId: shipperId,
    });
    const inbox = await t.ctx.db
      .select()
      .from(wmsInbox)
      .where(and(eq(wmsInbox.warehouseUnitId, '1001'), eq(wmsInbox.source, 'push')));
    expect(inbox.length).toBeGreaterThan(0);
  });
});

describe('the pull', () => {
  it('finds what a dropped push never delivered, and skips what a push already stored', async () => {
    const sandbox = t.ctx.wmsSandbox;
    await sandbox.setSettings(TENANT, '1002', { mode: 'normal' });
    const pushed = await sandbox.addContainer(TENANT, '1002', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [{ goodsName: '棉花', materialCode: 'WMS-MH-01', trays: [{ num: '5', weight: '3' }] }],
    });
    expect(await mirrorOf(t.ctx, '1002', pushed.containerId)).toBeDefined();
    await sandbox.setSettings(TENANT, '1002', { mode: 'drop' });
    const dropped = await sandbox.addContainer(TENANT, '1002', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [
        {
          goodsName: '棉花',
          materialCode: 'WMS-MH-01',
          trays: [
            { num: '5', weight: '3' },
            { num: '5', weight: '4' },
          ],
        },
      ],
    });
    expect(await mirrorOf(t.ctx, '1002', dropped.containerId)).toBeUndefined();

    // A container the mirror holds and the WMS no longer lists at all.
    await apply(t.ctx, { tenantId: TENANT, unit: '1002' }, [
      event({ type: 'container', container: containerSnap({ containerId: '888888888', version: 1 }) }),
    ]);

    const result = await pullUnit(t.ctx, TENANT, '1002');
    expect(await mirrorOf(t.ctx, '1002', '888888888')).toMatchObject({ removed: 1 });
    expect(await mirrorOf(t.ctx, '1002', pushed.containerId)).toMatchObject({ removed: 0 });
    expect(result.warehouseUnitId).toBe('1002');
    expect(result.lastSeq).toBeGreaterThan(0);
    expect(await mirrorOf(t.ctx, '1002', dropped.containerId)).toMatchObject({ trayCounts: 2, totalWeight: '7.00' });
    const inbox = await t.ctx.db.select().from(wmsInbox).where(eq(wmsInbox.warehouseUnitId, '1002'));
    expect(inbox.filter((r) => r.source === 'push').length).toBeGreaterThan(0);
    expect(inbox.filter((r) => r.source === 'pull').length).toBeGreaterThan(0);
    // Every event once, however it came.
    expect(new Set(inbox.map((r) => r.eventId)).size).toBe(inbox.length);
    const [state] = await t.ctx.db.select().from(wmsSyncState).where(eq(wmsSyncState.warehouseUnitId, '1002'));
    expect(state).toMatchObject({ lastSeq: result.lastSeq });
    expect(state!.lastPullResult).toMatch(/^成功/);

    // Nothing new: a second pull reads nothing and changes nothing.
    const again = await pullUnit(t.ctx, TENANT, '1002');
    expect(again).toMatchObject({ lastSeq: result.lastSeq, applied: 0 });
    await sandbox.setSettings(TENANT, '1002', { mode: 'normal' });
  });

  it('POST wmsSync/pull is the platform’s: others are refused', async () => {
    const platform = await t.login('platform');
    const answer = await dataOf<WmsPullAnswer>(t.post(platform, '/api/kc-flrk/wmsSync/pull'));
    expect(answer.units.map((u) => u.warehouseUnitId).sort()).toEqual(['1001', '1002', '1003', '1004']);
    // The sandbox lists nothing for 1004 while the mirror holds its containers: not taken for all gone.
    expect(await mirrorOf(t.ctx, '1004', 'A1')).toMatchObject({ removed: 0 });
    const [state] = await t.ctx.db.select().from(wmsSyncState).where(eq(wmsSyncState.warehouseUnitId, '1004'));
    expect(state!.lastPullResult).toContain('WMS未列出任何货箱');
    for (const account of ['shipper', 'warehouse']) {
      const res = await t.post(await t.login(account), '/api/kc-flrk/wmsSync/pull');
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the lock outbox', () => {
  it('sends queued locks and unlocks to the WMS and marks them sent; what the WMS refuses stays queued', async () => {
    const sandbox = t.ctx.wmsSandbox;
    const snap = await sandbox.addContainer(TENANT, '1003', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [{ goodsName: '棉花', materialCode: 'WMS-MH-01', trays: [{ num: '5', weight: '3' }] }],
    });
    const c = (await mirrorOf(t.ctx, '1003', snap.containerId))!;
    await t.ctx.db.update(wmsContainer).set({ lockPending: 1 }).where(eq(wmsContainer.id, c.id));
    // A container the WMS does not know (a stale mirror row) is refused.
    await apply(t.ctx, { tenantId: TENANT, unit: '1003' }, [
      event({ type: 'container', container: containerSnap({ containerId: '999999999', version: 1 }) }),
    ]);
    const ghost = (await mirrorOf(t.ctx, '1003', '999999999'))!;
    await t.ctx.db.update(wmsContainer).set({ lockPending: 1 }).where(eq(wmsContainer.id, ghost.id));

    // (Only this test's containers have anything queued.)
    await t.ctx.db.update(wmsContainer).set({ lockPending: 0 }).where(ne(wmsContainer.warehouseUnitId, '1003'));
    const sent = await sendPendingLocks(t.ctx, { tenantId: TENANT });
    expect(sent).toEqual({ sent: 1, failed: 1 });
    expect(await mirrorOf(t.ctx, '1003', snap.containerId)).toMatchObject({ wmsLocked: 1, lockPending: 0 });
    expect(await mirrorOf(t.ctx, '1003', '999999999')).toMatchObject({ lockPending: 1 });
    const { containers } = await sandbox.listContainers(TENANT, '1003', { after: null, limit: 100 });
    expect(containers.find((x) => x.containerId === snap.containerId)?.locked).toBe(true);

    await t.ctx.db.update(wmsContainer).set({ lockPending: 2 }).where(eq(wmsContainer.id, c.id));
    await t.ctx.db.update(wmsContainer).set({ lockPending: 0 }).where(eq(wmsContainer.id, ghost.id));
    expect(await sendPendingLocks(t.ctx)).toEqual({ sent: 1, failed: 0 });
    expect(await mirrorOf(t.ctx, '1003', snap.containerId)).toMatchObject({ wmsLocked: 0, lockPending: 0 });
  });
});

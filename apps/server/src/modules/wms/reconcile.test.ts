import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  AlarmStatus,
  AlarmType,
  ContainerStatus,
  type ReconcileLast,
  ReconcileRunStatus,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WmsTraySnapshot } from '../../providers/wms/port';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import { runReconciliation } from './reconcile-run';
import { apply, containerSnap, event, goodsSnap, mirrorOf, TENANT, traySnap, traysOfMirror } from './sync-fixtures';
import { wmsAlarm, wmsBillTray, wmsContainer, wmsReconcileFinding, wmsReconcileRun } from './wms.table';

/**
 * Reconciliation: every receipt in effect against the WMS's goods — trays present, tags read within the window,
 * weight within tolerance — each disagreement a finding and an alarm that puts the receipt to 90.
 */

let t: TestApp;
let shipperId: string;
let warehouseId: string;
const scope = { tenantId: TENANT, unit: '1004' };
const NOW = new Date('2026-11-24T02:00:00.000Z');
const READ = '2026-11-24T01:00:00.000Z';
const tokens: Record<string, string> = {};

const statusOf = async (billId: string) =>
  (await t.ctx.db.select({ status: receipt.status }).from(receipt).where(eq(receipt.id, billId)))[0]!.status;

/** Three trays of 8.50 (the fixture receipt's 25.50), read an hour before NOW. */
const traysOf = (id: string, over: Partial<WmsTraySnapshot>[] = []) =>
  [1, 2, 3].map((n, i) => traySnap({ trayId: `${id}T${n}`, lastScanTime: READ, ...over[i] }));

const snapshot = (id: string, version: number, trays: WmsTraySnapshot[], removed = false) =>
  event({
    type: 'container',
    container: containerSnap({ containerId: id, version, removed, goods: [goodsSnap('G1', trays)] }),
  });

/** A mirrored container under a new receipt in effect, generated from its three trays (kc_wms_bill_tray). */
const receiptWithGoods = async (id: string) => {
  await apply(t.ctx, scope, [snapshot(id, 1, traysOf(id))]);
  const [billId] = await makeReceipts(t.ctx, { count: 1, shipperId, warehouseId, status: ReceiptStatus.inEffect });
  const c = (await mirrorOf(t.ctx, '1004', id))!;
  await t.ctx.db
    .update(wmsContainer)
    .set({ billId, lineageId: billId, status: ContainerStatus.locked })
    .where(eq(wmsContainer.id, c.id));
  const trays = await traysOfMirror(t.ctx, c.id);
  await t.ctx.db.insert(wmsBillTray).values(
    trays.map((x) => ({
      billId: billId!,
      trayId: x.id,
      containerId: c.id,
      trayCode: x.trayCode,
      rfidCode: x.rfidCode,
      weight: x.trayGoodsWeight,
      num: x.trayGoodsNum,
    })),
  );
  return { billId: billId!, containerId: c.id };
};

const findingsOf = async (runId: string, billId: string) =>
  (
    await t.ctx.db
      .select()
      .from(wmsReconcileFinding)
      .where(and(eq(wmsReconcileFinding.runId, runId), eq(wmsReconcileFinding.billId, billId)))
  ).sort((a, b) => a.kind.localeCompare(b.kind));

const run = (now = NOW) => runReconciliation(t.ctx, TENANT, { trigger: 'job', now });

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseOfAccount(t.ctx.db, 'shipper');
  warehouseId = await enterpriseOfAccount(t.ctx.db, 'warehouse');
  for (const a of ['shipper', 'warehouse', 'platform']) tokens[a] = await t.login(a);
});
afterAll(async () => t?.close());

describe('reconciliation', () => {
  let billId: string;

  it('finds nothing when the goods are as the receipt says', async () => {
    ({ billId } = await receiptWithGoods('K1'));
    const r = await run();
    expect(r).toMatchObject({ status: ReconcileRunStatus.finished, trigger: 'job' });
    expect(r.receiptsChecked).toBeGreaterThanOrEqual(1);
    expect(r.containersChecked).toBeGreaterThanOrEqual(1);
    expect(await findingsOf(r.id, billId)).toEqual([]);
    expect(await statusOf(billId)).toBe(ReceiptStatus.inEffect);
  });

  it('finds a missing tray and the weight drift, raises one alarm each and puts the receipt to 90', async () => {
    await apply(t.ctx, scope, [snapshot('K1', 2, traysOf('K1').slice(0, 2))]);
    const r = await run();
    const found = await findingsOf(r.id, billId);
    expect(found.map((f) => [f.kind, f.expected, f.actual])).toEqual([
      ['trayMissing', '3 个托盘', '2 个托盘'],
      ['weightDrift', '25.50', '17.00'],
    ]);
    expect(found[0]!.detail).toContain('TPK1T3');
    expect(r.alarmsRaised).toBe(2);
    const alarms = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.billId, billId));
    expect(alarms.map((a) => a.externalId).sort()).toEqual([`${billId}:trayMissing`, `${billId}:weightDrift`]);
    for (const a of alarms) {
      expect(a).toMatchObject({
        source: 'reconcile',
        type: AlarmType.reconcile,
        status: AlarmStatus.open,
        warehouseId,
      });
      expect(found.map((f) => f.alarmId)).toContain(a.id);
    }
    expect(await statusOf(billId)).toBe(ReceiptStatus.alarming);
  });

  it('does not raise an open alarm twice', async () => {
    const r = await run();
    expect(r.alarmsRaised).toBe(0);
    expect(await findingsOf(r.id, billId)).toHaveLength(2);
    expect(await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.billId, billId))).toHaveLength(2);
  });

  it('handled alarms return the receipt; goods still missing at the next run raise them again', async () => {
    const alarms = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.billId, billId));
    for (const a of alarms)
      await dataOf(
        t.post(tokens.platform, '/api/kc-flrk/wmsExternalContainerAlarm/handleAlarm', {
          id: a.id,
          descr: '已通知仓库',
        }),
      );
    expect(await statusOf(billId)).toBe(ReceiptStatus.inEffect);
    const r = await run();
    expect(r.alarmsRaised).toBe(2);
    expect(await statusOf(billId)).toBe(ReceiptStatus.alarming);
    const reopened = await t.ctx.db.select().from(wmsAlarm).where(eq(wmsAlarm.billId, billId));
    expect(reopened.every((a) => a.status === AlarmStatus.open && a.handleDescr === null)).toBe(true);
  });

  it('finds tags not read within the window and a container gone from the WMS (that alone)', async () => {
    const stale = await receiptWithGoods('K2');
    const gone = await receiptWithGoods('K3');
    await apply(t.ctx, scope, [snapshot('K3', 2, [], true)]);
    const later = new Date(NOW.getTime() + 25 * 3_600_000);
    const r = await run(later);
    expect((await findingsOf(r.id, stale.billId)).map((f) => [f.kind, f.actual])).toEqual([
      ['rfidStale', '3 个托盘超时'],
    ]);
    expect((await findingsOf(r.id, gone.billId)).map((f) => f.kind)).toEqual(['containerMissing']);
    expect(await statusOf(gone.billId)).toBe(ReceiptStatus.alarming);
  });

  it('a weight within the tolerance is no finding', async () => {
    const ok = await receiptWithGoods('K4');
    await apply(t.ctx, scope, [snapshot('K4', 2, traysOf('K4', [{ weight: '8.60' }]))]);
    const r = await run();
    expect(await findingsOf(r.id, ok.billId)).toEqual([]);
  });

  it('one run at a time per tenant', async () => {
    const [running] = await t.ctx.db
      .insert(wmsReconcileRun)
      .values({ tenantId: TENANT, status: ReconcileRunStatus.running, trigger: 'manual', startTime: new Date() })
      .returning();
    await expect(run()).rejects.toMatchObject({ reason: wmsRefusals.reasons.reconcileRunning });
    const res = await t.post(tokens.platform, '/api/kc-flrk/wmsReconcile/run');
    expectRefusal(res, 409, wmsRefusals.reasons.reconcileRunning);
    await t.ctx.db.delete(wmsReconcileRun).where(eq(wmsReconcileRun.id, running!.id));
  });
});

describe('the reconciliation screen', () => {
  it('shows the platform the last run and its findings; only the platform runs one', async () => {
    const last = await dataOf<ReconcileLast>(t.get(tokens.platform, '/api/kc-flrk/wmsReconcile/last'));
    expect(last.run).toMatchObject({ status: ReconcileRunStatus.finished });
    expect(last.findings.length).toBeGreaterThan(0);
    expect(last.findings[0]).toHaveProperty('billCode');
    for (const account of ['shipper', 'warehouse']) {
      expect((await t.get(tokens[account], '/api/kc-flrk/wmsReconcile/last')).statusCode).toBe(403);
      expect((await t.post(tokens[account], '/api/kc-flrk/wmsReconcile/run')).statusCode).toBe(403);
    }
    const manual = await dataOf<ReconcileLast['run'] & object>(
      t.post(tokens.platform, '/api/kc-flrk/wmsReconcile/run'),
    );
    expect(manual).toMatchObject({ status: ReconcileRunStatus.finished, trigger: 'manual' });
    expect(manual.endTime).not.toBeNull();
  });
});

describe('through the WMS sandbox', () => {
  it('a tray taken out and a tray re-weighed in the sandbox are found by the next reconciliation', async () => {
    const sandbox = t.ctx.wmsSandbox;
    const snap = await sandbox.addContainer(TENANT, '1001', {
      warehouseCode: 'CK0001',
      ownerCode: 'HZ0001',
      goods: [
        {
          goodsName: '新疆机采棉',
          materialCode: 'WMS-MH-01',
          trays: [
            { num: '10', weight: '8.5' },
            { num: '10', weight: '8.5' },
            { num: '10', weight: '8.5' },
          ],
        },
      ],
    });
    const c = (await mirrorOf(t.ctx, '1001', snap.containerId))!;
    const [billId] = await makeReceipts(t.ctx, { count: 1, shipperId, warehouseId, status: ReceiptStatus.inEffect });
    await t.ctx.db
      .update(wmsContainer)
      .set({ billId, lineageId: billId, status: ContainerStatus.locked })
      .where(eq(wmsContainer.id, c.id));
    const trays = await traysOfMirror(t.ctx, c.id);
    await t.ctx.db.insert(wmsBillTray).values(
      trays.map((x) => ({
        billId: billId!,
        trayId: x.id,
        containerId: c.id,
        trayCode: x.trayCode,
        rfidCode: x.rfidCode,
        weight: x.trayGoodsWeight,
        num: x.trayGoodsNum,
      })),
    );
    const before = await runReconciliation(t.ctx, TENANT, { trigger: 'job' });
    expect(await findingsOf(before.id, billId!)).toEqual([]);

    const [first, second] = snap.goods[0]!.trays;
    await sandbox.removeTray(TENANT, '1001', first!.trayCode);
    await sandbox.changeWeight(TENANT, '1001', second!.trayCode, '9.5');
    const r = await runReconciliation(t.ctx, TENANT, { trigger: 'job' });
    const found = await findingsOf(r.id, billId!);
    expect(found.map((f) => [f.kind, f.actual])).toEqual([
      ['trayMissing', '2 个托盘'],
      ['weightDrift', '18.00'],
    ]);
    expect(found[0]!.detail).toContain(first!.trayCode);
    expect(await statusOf(billId!)).toBe(ReceiptStatus.alarming);
  });
});

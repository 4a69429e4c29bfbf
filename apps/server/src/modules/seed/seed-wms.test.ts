import { ReceiptStatus } from '@kc/domain/receipt/status';
import { AlarmStatus, ContainerStatus, WmsApplyStatus } from '@kc/domain/wms/wms';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { receipt } from '../receipt/receipt.table';
import { wmsAlarm, wmsApply, wmsContainer, wmsReconcileRun } from '../wms/wms.table';
import { DEMO_WMS_UNIT, seedDemoWms } from './seed-wms';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWms(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

describe(`WMS demo seed on ${process.env.TEST_DB}`, () => {
  it('mirrors the demo stock: two containers under receipts (one alarming), one application waiting, three free', async () => {
    const db = t.ctx.db;
    const containers = await db
      .select({ caseNumber: wmsContainer.caseNumber, status: wmsContainer.status, billId: wmsContainer.billId })
      .from(wmsContainer)
      .where(eq(wmsContainer.warehouseUnitId, DEMO_WMS_UNIT))
      .orderBy(asc(wmsContainer.caseNumber));
    expect(containers.map((c) => [c.caseNumber, c.status])).toEqual([
      ['XH240301001', ContainerStatus.locked],
      ['XH240301002', ContainerStatus.locked],
      ['XH240301003', ContainerStatus.applied],
      ['XH240301004', ContainerStatus.unlocked],
      ['XH240301005', ContainerStatus.unlocked],
      ['XH240301006', ContainerStatus.unlocked],
    ]);
    const statusOf = async (id: string | null) =>
      (await db.select({ status: receipt.status }).from(receipt).where(eq(receipt.id, id!)))[0]?.status;
    expect(await statusOf(containers[0]!.billId)).toBe(ReceiptStatus.inEffect);
    expect(await statusOf(containers[1]!.billId)).toBe(ReceiptStatus.alarming);

    const applies = await db.select({ status: wmsApply.status }).from(wmsApply).orderBy(asc(wmsApply.id));
    expect(applies.map((a) => a.status)).toEqual([WmsApplyStatus.completed, WmsApplyStatus.pending]);
    const open = await db.select().from(wmsAlarm).where(eq(wmsAlarm.status, AlarmStatus.open));
    expect(open.map((a) => [a.caseNumber, a.type])).toEqual([['XH240301002', 3]]);
    expect(await db.select().from(wmsReconcileRun)).toHaveLength(1);
  });

  it('runs again without changing anything', async () => {
    await seedDemoWms(t.ctx);
    expect(await t.ctx.db.select().from(wmsApply)).toHaveLength(2);
    expect(await t.ctx.db.select().from(wmsAlarm)).toHaveLength(1);
  });
});

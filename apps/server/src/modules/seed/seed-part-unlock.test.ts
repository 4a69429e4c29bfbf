import type { PartUnlockDetail } from '@kc/domain/part-unlock/answers';
import { PartUnlockStatus } from '@kc/domain/part-unlock/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { partUnlock, partUnlockTray } from '../part-unlock';
import { receiptHolders } from '../receipt';
import { seedDemoPartUnlock } from './seed-part-unlock';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPartUnlock(t.ctx);
});
afterAll(async () => t?.close());

describe(`partial-unlock demo seed on ${process.env.TEST_DB}`, () => {
  it('gives the platform a partial unlock of the demo warehouse waiting for it, with its application and trays', async () => {
    const records = await t.ctx.db.select().from(partUnlock);
    expect(records).toHaveLength(1);
    const r = records[0]!;
    expect(r).toMatchObject({
      status: PartUnlockStatus.awaitingPlatform,
      warehouseId: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
      shipperId: await enterpriseOfAccount(t.ctx.db, 'shipper'),
    });
    const trays = await t.ctx.db.select().from(partUnlockTray);
    expect(trays).toHaveLength(2);
    expect([...(await receiptHolders(t.ctx.db, [trays[0]!.billId])).values()]).toEqual([
      { process: 'unlock', processId: r.id },
    ]);
    const d = await dataOf<PartUnlockDetail>(
      t.get(await t.login('platform'), '/api/kc-flrk/partUnlock/billListById', { id: r.id, size: 10, current: 1 }),
    );
    expect(d.applyFile).toHaveLength(1);
    expect(d.applyFile[0]!.url).toBeTruthy();
    expect(d.containerList.records).toEqual([expect.objectContaining({ trayCounts: 2 })]);
    expect(d.actions).toMatchObject({ platformAudit: true });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoPartUnlock(t.ctx);
    expect(await t.ctx.db.select({ id: partUnlock.id }).from(partUnlock)).toHaveLength(1);
  });
});

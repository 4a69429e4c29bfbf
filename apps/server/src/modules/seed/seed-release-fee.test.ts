import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { financeServiceFee } from '../finance';
import { ccbRelease } from '../release';
import { seedDemoFinance } from './seed-finance';
import { seedDemoRelease } from './seed-release';
import { seedDemoReleaseFee } from './seed-release-fee';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFinance(t.ctx);
  await seedDemoRelease(t.ctx);
  await seedDemoReleaseFee(t.ctx);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe(`release fee demo seed on ${process.env.TEST_DB}`, () => {
  it('the demo release’s own fee is committed over its pickup weight and waits for the shipper', async () => {
    const [release] = await t.ctx.db.select().from(ccbRelease);
    expect(release).toMatchObject({ status: 5, serviceAmountStatus: 1, payStatus: 0 });
    const card = await dataOf<{ id: string; serviceAmount: string; pickupWeight: string; totalWeight: string }>(
      t.get(await t.login('shipper'), '/api/kc-flrk/ccb/release/serviceFee', { id: release!.id }),
    );
    expect(Number(card.serviceAmount)).toBeGreaterThan(0);
    expect(Number(card.pickupWeight)).toBeLessThan(Number(card.totalWeight));
    // the whole pledge's fee is another row
    expect(await t.ctx.db.$count(financeServiceFee, eq(financeServiceFee.applyId, release!.applyId))).toBe(2);
  });

  it('runs again without changing anything', async () => {
    await seedDemoReleaseFee(t.ctx);
    const [release] = await t.ctx.db.select().from(ccbRelease);
    expect(await t.ctx.db.$count(financeServiceFee, eq(financeServiceFee.releaseId, release!.id))).toBe(1);
  });
});

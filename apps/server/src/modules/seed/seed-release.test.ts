import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { ccbRelease, ccbReleaseBill } from '../release';
import { seedDemoFinance } from './seed-finance';
import { seedDemoRelease } from './seed-release';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFinance(t.ctx);
  await seedDemoRelease(t.ctx);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`release demo seed on ${process.env.TEST_DB}`, () => {
  it('the demo bank’s partial release instruction waits for its tray split on the pledged application', async () => {
    const releases = await t.ctx.db.select().from(ccbRelease);
    expect(releases.map((r) => [r.status, r.traySplitStatus])).toEqual([[5, 0]]);
    expect(releases[0]!.takeGoodNoticeFile).not.toBeNull();
    const bills = await t.ctx.db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, releases[0]!.id));
    expect(bills.map((b) => [b.takeGoodType, b.number])).toEqual([['02', 1]]);
    const page = await t.get(await t.login('shipper'), '/api/kc-flrk/ccb/release/list', {});
    expect(page.json().data.records.map((r: { statusName: string }) => r.statusName)).toEqual(['待托盘拆分']);
  });

  it('runs again without changing anything', async () => {
    await seedDemoRelease(t.ctx);
    expect(await t.ctx.db.select().from(ccbRelease)).toHaveLength(1);
  });
});

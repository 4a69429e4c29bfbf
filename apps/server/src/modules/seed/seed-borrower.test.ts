import { RealNameStatus } from '@kc/domain/borrower/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { borrower, coBorrower } from '../borrower';
import { DEMO_BORROWER, seedDemoBorrower } from './seed-borrower';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBorrower(t.ctx);
});
afterAll(async () => t?.close());

describe(`the demo borrower on ${process.env.TEST_DB}`, () => {
  it('is 陈建国 of the demo shipper, married, with his spouse 刘秀英 as co-borrower, both real-name passed', async () => {
    const [b] = await t.ctx.db.select().from(borrower).where(eq(borrower.identityNumber, DEMO_BORROWER.identityNumber));
    expect(b).toMatchObject({ name: '陈建国', maritalStatus: '2', realNameStatus: RealNameStatus.passed });
    expect(b!.idcardFront).toBeTruthy();
    const cos = await t.ctx.db.select().from(coBorrower).where(eq(coBorrower.borrowerId, b!.id));
    expect(cos).toHaveLength(1);
    expect(cos[0]).toMatchObject({ name: '刘秀英', relationship: '1', realNameStatus: RealNameStatus.passed });
    // idempotent
    await seedDemoBorrower(t.ctx);
    expect(
      await t.ctx.db.select().from(borrower).where(eq(borrower.identityNumber, DEMO_BORROWER.identityNumber)),
    ).toHaveLength(1);
  });
});

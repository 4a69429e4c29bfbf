import type { BillSplitDetail } from '@kc/domain/bill-split/answers';
import { BillSplitStatus } from '@kc/domain/bill-split/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { billSplitApply } from '../bill-split';
import { seedDemoBillSplit } from './seed-bill-split';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBillSplit(t.ctx);
});
afterAll(async () => t?.close());

describe(`owner bill split demo seed on ${process.env.TEST_DB}`, () => {
  it('gives the demo shipper a draft split of a receipt of its own, 包数 split with the weight and quantity', async () => {
    const rows = await t.ctx.db.select().from(billSplitApply);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: BillSplitStatus.draft,
      cargoOwnerId: await enterpriseOfAccount(t.ctx.db, 'shipper'),
      warehouseUnitId: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
      originalWeight: '26.96',
      splitWeight: '12.00',
      remainderWeight: '14.96',
      splitQuantity: '60.00',
      remainderQuantity: '60.00',
    });
    const d = await dataOf<BillSplitDetail>(
      t.get(await t.login('shipper'), '/api/kc-flrk/billSplitApply/detail', { id: rows[0]!.id }),
    );
    expect(d.originalBill).toMatchObject({ status: ReceiptStatus.inEffect });
    expect(d.originalMaterielDetail.find((a) => a.attrCode === 'bales')).toMatchObject({ value: '120', isSplit: 1 });
    expect(d.materielDetail.find((a) => a.attrCode === 'bales')?.value).toBe('60.00');
    expect(d.actions).toMatchObject({ edit: true, void: true });
    // The warehouse does not see a draft.
    expect(
      (await t.get(await t.login('warehouse'), '/api/kc-flrk/billSplitApply/detail', { id: rows[0]!.id })).statusCode,
    ).toBe(404);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoBillSplit(t.ctx);
    expect(await t.ctx.db.select({ id: billSplitApply.id }).from(billSplitApply)).toHaveLength(1);
  });
});

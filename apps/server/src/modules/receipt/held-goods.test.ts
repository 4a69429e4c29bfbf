import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParties, makeReceipts } from '../../test/fixtures/batch-sign';
import { answerOf, createTestApp, type Session, type TestApp } from '../../test/harness';
import { baseMaterial } from '../goods/goods.table';
import { receipt } from './receipt.table';

let t: TestApp;
let shipper: Session;
let buyer: Session;
let parties: Awaited<ReturnType<typeof demoParties>>;
let cottonId: string;

/** Receipts of the demo cotton in one status, weighed as given (tons). */
const receiptsIn = async (status: number, weights: string[]) => {
  const ids = await makeReceipts(t.ctx, { count: weights.length, ...parties, status });
  for (const [i, id] of ids.entries()) {
    await t.ctx.db
      .update(receipt)
      .set({
        totalWeight: weights[i]!,
        weightUnit: '1',
        numberUnit: '1',
        effectiveTime: new Date(Date.now() + i * 1000),
      })
      .where(eq(receipt.id, id));
  }
  return ids;
};

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.session('shipper');
  buyer = await t.session('buyer');
  parties = await demoParties(t.ctx.db);
  cottonId = (await t.ctx.db.select().from(baseMaterial).where(eq(baseMaterial.code, 'MH001')))[0]!.id;
});
afterAll(async () => t?.close());

describe(`goods held as receipts on ${process.env.TEST_DB}`, () => {
  it('the home card sums the weight an enterprise holds per category, receipts in effect and later only', async () => {
    await receiptsIn(ReceiptStatus.inEffect, ['25.50', '30.25']);
    await receiptsIn(ReceiptStatus.pledged, ['10.01']);
    await receiptsIn(ReceiptStatus.generated, ['99.00']);
    await receiptsIn(ReceiptStatus.cancelled, ['77.00']);
    const card = await answerOf(
      shipper.get(`/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex?id=${parties.shipperId}`),
    );
    expect(card.data.materialList).toEqual([{ name: '棉花', weight: '65.76', weightUnit: '吨' }]);
    // The warehouse keeps the same goods.
    const warehouse = await t.login('warehouse');
    const kept = await answerOf(
      t.get(warehouse, `/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex?id=${parties.warehouseId}`),
    );
    expect(kept.data.materialList).toEqual([{ name: '棉花', weight: '65.76', weightUnit: '吨' }]);
    // An enterprise that holds nothing shows no goods.
    const buyerId = (await answerOf(buyer.get('/api/kc-flrk/enterprise/myDetail'))).data.id;
    const none = await answerOf(
      buyer.get(`/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex?id=${buyerId}`),
    );
    expect(none.data.materialList).toEqual([]);
  });

  it('the front goods page lists a category’s receipts in effect, newest first, without their owner', async () => {
    const ids = await receiptsIn(ReceiptStatus.inEffect, ['12.00', '13.00']);
    const pending = await receiptsIn(ReceiptStatus.warehouseSigned, ['14.00']);
    const res = await answerOf(
      buyer.get(`/api/kc-flrk/v1/frontApi/goods/findGoodsInfoForFrontByMaterialId?materialId=${cottonId}`),
    );
    const listed: { id: string }[] = res.data.goodsList;
    const listedIds = listed.map((g) => g.id);
    expect(listedIds).toEqual(expect.arrayContaining(ids));
    expect(listedIds).not.toContain(pending[0]);
    expect(listedIds.indexOf(ids[1]!)).toBeLessThan(listedIds.indexOf(ids[0]!));
    const codes = await t.ctx.db
      .select({ id: receipt.id, code: receipt.code })
      .from(receipt)
      .where(inArray(receipt.id, ids));
    expect(listed.find((g) => g.id === ids[0])).toMatchObject({
      code: codes.find((c) => c.id === ids[0])!.code,
      warehouseName: '河南豫通棉花仓储有限公司',
      totalWeight: '12.00',
      weightUnitName: '吨',
    });
    expect(JSON.stringify(res.data.goodsList)).not.toContain('江苏恒丰棉业');
  });
});

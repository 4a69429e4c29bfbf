import type { OutboundDetail } from '@kc/domain/outbound/answers';
import { OutboundStatus } from '@kc/domain/outbound/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { outboundOrder } from '../outbound';
import { seedDemoOutbound } from './seed-outbound';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOutbound(t.ctx);
});
afterAll(async () => t?.close());

describe(`outbound demo seed on ${process.env.TEST_DB}`, () => {
  it('gives the demo warehouse an order of the demo shipper waiting for it, over a receipt of its own order', async () => {
    const orders = await t.ctx.db.select().from(outboundOrder);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: OutboundStatus.awaitingWarehouse,
      shipperId: await enterpriseOfAccount(t.ctx.db, 'shipper'),
      warehouseId: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
      applySumWeight: '24.76',
    });
    const d = await dataOf<OutboundDetail>(
      t.get(await t.login('warehouse'), '/api/kc-flrk/wms/output/detail', { id: orders[0]!.id }),
    );
    expect(d.bills.map((b) => [b.billStatus, b.mode])).toEqual([[ReceiptStatus.outbound, 'lot']]);
    expect(d.actions).toMatchObject({ checkVrCode: true, warehouseAudit: true });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoOutbound(t.ctx);
    expect(await t.ctx.db.select({ id: outboundOrder.id }).from(outboundOrder)).toHaveLength(1);
  });
});

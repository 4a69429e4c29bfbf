import type { Page } from '@kc/domain';
import type { ContractRecord } from '@kc/domain/contract/contract';
import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdfSignatures } from '../../platform/pdf/pdf-signatures';
import { createTestApp, dataOf, type TestApp } from '../../test/harness';
import { contract } from '../contract/contract.table';
import { inboundOrder } from '../inbound/inbound.table';
import { receipt } from '../receipt/receipt.table';
import { seedDemoPayments } from './seed-payments';
import { seedDemoTrading } from './seed-trading';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoTrading(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

describe(`trading demo seed on ${process.env.TEST_DB}`, () => {
  it('gives the newcomer three receipts in effect, a contract in force and one waiting for the buyer', async () => {
    const [order] = await t.ctx.db.select().from(inboundOrder).where(eq(inboundOrder.code, 'RK20261020001'));
    const bills = await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, order!.id));
    expect(bills.map((b) => b.status)).toEqual([
      ReceiptStatus.inEffect,
      ReceiptStatus.inEffect,
      ReceiptStatus.inEffect,
    ]);

    const contracts = await t.ctx.db.select().from(contract);
    const inForce = contracts.find((c) => c.status === ContractStatus.inForce)!;
    const waiting = contracts.find((c) => c.status === ContractStatus.shipperSubmitted)!;
    expect(inForce).toBeDefined();
    expect(waiting).toBeDefined();
    // 40.16 t × 15,800.00; the platform fee 634,528.00 × 0.3 × 80 / 10000, shared half and half.
    expect(inForce).toMatchObject({
      totalAmount: '634528.00',
      platformServiceAmount: '1522.87',
      shipperServiceAmount: '761.44',
      buyerServiceAmount: '761.44',
      shipperServiceStatus: 0,
      buyerServiceStatus: 0,
    });
    const pdf = new Uint8Array((await t.ctx.files.read(inForce.fileId!))!);
    const checks = checkPdfSignatures(pdf, await t.ctx.esign.caCertificatePem());
    expect(checks.filter((c) => c.valid)).toHaveLength(2);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await t.ctx.db.select({ id: contract.id }).from(contract);
    await seedDemoTrading(t.ctx);
    expect(await t.ctx.db.select({ id: contract.id }).from(contract)).toHaveLength(before.length);
  });
});

describe(`payments demo seed on ${process.env.TEST_DB}`, () => {
  it('leaves the buyer’s offline voucher waiting in the platform’s queue (合同监管 待确认线下支付)', async () => {
    await seedDemoPayments(t.ctx);
    const platform = await t.login('platform');
    const queue = await dataOf<Page<ContractRecord>>(
      t.get(platform, '/api/kc-flrk/contract/page', { offlinePending: '1' }),
    );
    expect(queue.total).toBe(1);
    expect(queue.records[0]).toMatchObject({
      productForm: 0,
      shipperServiceStatus: ServiceStatus.paid,
      buyerServiceStatus: ServiceStatus.unpaid,
      buyerTradePayStatus: TradePayStatus.paidOffline,
    });
  });
});

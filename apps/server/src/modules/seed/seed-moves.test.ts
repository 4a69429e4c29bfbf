import { BillMoveStatus } from '@kc/domain/bill-move/bill-move';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, type TestApp } from '../../test/harness';
import { billMove, billMoveBill } from '../bill-move/bill-move.table';
import { inboundOrder } from '../inbound/inbound.table';
import { receipt } from '../receipt/receipt.table';
import { seedDemoMoves } from './seed-moves';
import { seedDemoTrading } from './seed-trading';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoTrading(t.ctx);
  await seedDemoMoves(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

describe(`move demo seed on ${process.env.TEST_DB}`, () => {
  it('gives the first warehouse a move waiting for it, over a receipt of its own order', async () => {
    const db = t.ctx.db;
    const moves = await db.select().from(billMove);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      status: BillMoveStatus.awaitingSource,
      holderId: await enterpriseOfAccount(db, 'shipper'),
      sourceWarehouseId: await enterpriseOfAccount(db, 'warehouse'),
      targetWarehouseId: await enterpriseOfAccount(db, 'warehouse2'),
    });
    const lines = await db.select().from(billMoveBill).where(eq(billMoveBill.moveId, moves[0]!.id));
    const bills = await db
      .select({ r: receipt, orderCode: inboundOrder.code })
      .from(receipt)
      .innerJoin(inboundOrder, eq(inboundOrder.id, receipt.inputId))
      .where(
        inArray(
          receipt.id,
          lines.map((l) => l.billId),
        ),
      );
    // Not one of the trading demo's three receipts (their contracts rely on them).
    expect(bills.map((b) => [b.orderCode, b.r.status, b.r.totalWeight])).toEqual([
      ['RK20261105001', ReceiptStatus.inEffect, '22.58'],
    ]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemoMoves(t.ctx);
    expect(await t.ctx.db.select({ id: billMove.id }).from(billMove)).toHaveLength(1);
  });
});

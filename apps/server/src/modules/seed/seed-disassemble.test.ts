import { DisassembleStatus } from '@kc/domain/disassemble/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus } from '@kc/domain/wms/wms';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { disassemble, disassembleContainer } from '../disassemble';
import { receipt, receiptHolders } from '../receipt';
import { wmsContainer } from '../wms';
import { DEMO_FREE_SPLIT_CASES, DEMO_SPLIT_CASES, seedDemoDisassemble } from './seed-disassemble';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDisassemble(t.ctx);
  await seedDemoDisassemble(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

describe(`WMS split demo seed on ${process.env.TEST_DB}`, () => {
  it('leaves a split waiting for the shipper over a receipt of three containers, and a second such receipt free', async () => {
    const db = t.ctx.db;
    const splits = await db.select().from(disassemble);
    expect(splits).toHaveLength(1);
    const split = splits[0]!;
    expect(split.status).toBe(DisassembleStatus.awaitingShipper);
    const chosen = await db.select().from(disassembleContainer).where(eq(disassembleContainer.disassembleId, split.id));
    expect(chosen.map((c) => c.caseNumber)).toEqual([DEMO_SPLIT_CASES[0]]);
    expect([...(await receiptHolders(db, [split.billId])).values()]).toEqual([
      { process: 'split', processId: split.id },
    ]);

    const containers = await db
      .select()
      .from(wmsContainer)
      .where(inArray(wmsContainer.caseNumber, [...DEMO_SPLIT_CASES, ...DEMO_FREE_SPLIT_CASES]))
      .orderBy(asc(wmsContainer.caseNumber));
    expect(containers.map((c) => c.status)).toEqual(Array(6).fill(ContainerStatus.locked));
    const bills = [...new Set(containers.map((c) => c.billId))];
    expect(bills).toHaveLength(2);
    const rows = await db
      .select()
      .from(receipt)
      .where(inArray(receipt.id, bills as string[]));
    expect(rows.map((r) => r.status)).toEqual([ReceiptStatus.inEffect, ReceiptStatus.inEffect]);
    expect(bills).toContain(split.billId);
  });
});

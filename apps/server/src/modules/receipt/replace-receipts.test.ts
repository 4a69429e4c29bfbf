import { type ReplacingProcess, receiptRefusals } from '@kc/domain/receipt/receipt';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import type { Principal } from '../../platform/auth/principal';
import { demoParties, makeReceipts } from '../../test/fixtures/batch-sign';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoActor } from '../seed/seed-trading';
import { receipt } from './receipt.table';
import { replaceReceipts } from './successors';

let t: TestApp;
let platform: Principal;
let parties: Awaited<ReturnType<typeof demoParties>>;

beforeAll(async () => {
  t = await createTestApp();
  platform = (await demoActor(t.ctx, 'platform'))!;
  parties = await demoParties(t.ctx.db);
});
afterAll(async () => t?.close());

/** A receipt in effect of the demo cotton: 25.50 tons, 120 bags (the fixture's figures). */
const inEffect = async () => (await makeReceipts(t.ctx, { count: 1, ...parties, status: ReceiptStatus.inEffect }))[0]!;
const rowOf = async (id: string) => (await t.ctx.db.select().from(receipt).where(eq(receipt.id, id)))[0]!;
const successorsOfOrigin = (id: string) => t.ctx.db.select().from(receipt).where(eq(receipt.originBillId, id));

const replace = (
  billId: string,
  successors: { totalWeight?: string; totalQuantity?: string; newLineage?: boolean }[],
  process: ReplacingProcess = 'transfer',
  leaves?: { totalWeight: string; totalQuantity: string },
) =>
  t.ctx.db.transaction((tx) =>
    replaceReceipts(t.ctx, tx, {
      process,
      origins: [{ billId, leaves, successors: successors.map((s) => ({ ...s, cargoOwnerId: parties.buyerId })) }],
      actor: platform,
      origin: 'http://127.0.0.1',
    }),
  );

describe(`replacing a receipt by successors on ${process.env.TEST_DB}`, () => {
  it('refuses successors whose weight or quantity do not add up to the origin, and writes nothing', async () => {
    const id = await inEffect();
    const notConserved = { reason: receiptRefusals.notConserved().reason };
    await expect(replace(id, [{ totalWeight: '12.25' }, { totalWeight: '13.24' }])).rejects.toMatchObject(notConserved);
    await expect(
      replace(id, [
        { totalWeight: '12.75', totalQuantity: '60' },
        { totalWeight: '12.75', totalQuantity: '60.00001' },
      ]),
    ).rejects.toMatchObject(notConserved);
    // A move weighs again at the target: its weight may differ, its quantity may not.
    await expect(replace(id, [{ totalWeight: '25.4', totalQuantity: '119' }], 'move')).rejects.toMatchObject(
      notConserved,
    );
    expect((await rowOf(id)).status).toBe(ReceiptStatus.inEffect);
    expect(await successorsOfOrigin(id)).toEqual([]);
  });

  it('takes the origin into the process, issues the successors on its lineage and links them by id', async () => {
    const id = await inEffect();
    // Exact decimals: 12.25 + 13.25 = 25.50 and 60 + 60.00 = 120.00, whatever the trailing zeros.
    const [made] = await replace(id, [
      { totalWeight: '12.25', totalQuantity: '60' },
      { totalWeight: '13.25', totalQuantity: '60.00', newLineage: true },
    ]);
    expect(made!.originId).toBe(id);
    expect(made!.successorIds).toHaveLength(2);
    const origin = await rowOf(id);
    expect(origin.status).toBe(ReceiptStatus.transferring);
    const successors = await t.ctx.db.select().from(receipt).where(inArray(receipt.id, made!.successorIds));
    for (const s of successors) {
      expect(s).toMatchObject({
        status: ReceiptStatus.generated,
        originBillId: id,
        originProcess: 'transfer',
        cargoOwnerId: parties.buyerId,
      });
    }
    // One successor carries the origin's lineage on; the other starts its own (the live-lineage index).
    const [first, second] = made!.successorIds.map((sid) => successors.find((s) => s.id === sid)!);
    expect(first!.lineageId).toBe(origin.lineageId);
    expect(second!.lineageId).toBe(second!.id);
    expect(successors.map((s) => s.totalWeight).sort()).toEqual(['12.25', '13.25']);
    // The origin's move and each successor's generation are on the audit trail, the latter naming the origin.
    const events = await t.ctx.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'receipt'), inArray(auditEvent.objectId, [id, ...made!.successorIds])));
    expect(events.find((e) => e.objectId === id)).toMatchObject({
      action: 'transferring',
      fromStatus: '1',
      toStatus: '50',
    });
    for (const sid of made!.successorIds)
      expect(events.find((e) => e.objectId === sid)).toMatchObject({
        action: 'generate',
        payload: expect.objectContaining({ originBillId: id, process: 'transfer' }),
      });
  });

  it('never issues two successors of one origin on its lineage', async () => {
    const id = await inEffect();
    await expect(
      replace(id, [
        { totalWeight: '12.25', totalQuantity: '60' },
        { totalWeight: '13.25', totalQuantity: '60' },
      ]),
    ).rejects.toThrow(/two successors in one lineage/);
    expect((await rowOf(id)).status).toBe(ReceiptStatus.inEffect);
  });

  it('an outbound remainder and what was weighed out add up to the origin exactly, or nothing is written', async () => {
    const id = await inEffect();
    const notConserved = { reason: receiptRefusals.notConserved().reason };
    await expect(
      replace(id, [{ totalWeight: '20.50', totalQuantity: '100' }], 'outbound', {
        totalWeight: '5.01',
        totalQuantity: '20',
      }),
    ).rejects.toMatchObject(notConserved);
    expect((await rowOf(id)).status).toBe(ReceiptStatus.inEffect);
    const [made] = await replace(id, [{ totalWeight: '20.50', totalQuantity: '100' }], 'outbound', {
      totalWeight: '5.000',
      totalQuantity: '20',
    });
    // The origin is taken into the outbound (出库中); the remainder carries its lineage on.
    expect((await rowOf(id)).status).toBe(ReceiptStatus.outbound);
    const remainder = await rowOf(made!.successorIds[0]!);
    expect(remainder).toMatchObject({
      originProcess: 'outbound',
      totalWeight: '20.50',
      lineageId: (await rowOf(id)).lineageId,
    });
  });
});

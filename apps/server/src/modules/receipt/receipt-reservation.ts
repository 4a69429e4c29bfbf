import type { ReceiptProcess } from '@kc/domain/receipt/reservation';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { receiptReservation } from './receipt.table';

export type ReceiptHolder = { process: ReceiptProcess; processId: string };
export type HeldReceipt = ReceiptHolder & { billId: string };

/**
 * ARCHITECTURE §11: makes `billIds` exactly the receipts this process holds, inside the caller's transaction:
 * receipts it no longer names are released, new ones taken. Answers the receipts another live process holds
 * (the caller refuses and rolls back); the primary key decides a race, so two processes never both hold one.
 */
export const holdReceipts = async (
  tx: DbOrTx,
  input: ReceiptHolder & { tenantId: string; billIds: readonly string[] },
): Promise<HeldReceipt[]> => {
  const mine = and(eq(receiptReservation.process, input.process), eq(receiptReservation.processId, input.processId));
  await tx
    .delete(receiptReservation)
    .where(input.billIds.length ? and(mine, notInArray(receiptReservation.billId, [...input.billIds])) : mine);
  if (input.billIds.length === 0) return [];
  await tx
    .insert(receiptReservation)
    .values(
      input.billIds.map((billId) => ({
        billId,
        tenantId: input.tenantId,
        process: input.process,
        processId: input.processId,
      })),
    )
    .onConflictDoNothing();
  const holders = await tx
    .select({
      billId: receiptReservation.billId,
      process: receiptReservation.process,
      processId: receiptReservation.processId,
    })
    .from(receiptReservation)
    .where(inArray(receiptReservation.billId, [...input.billIds]));
  return holders
    .filter((h) => h.process !== input.process || h.processId !== input.processId)
    .map((h) => ({ ...h, process: h.process as ReceiptProcess }));
};

/**
 * The process ended or was voided: every receipt it held is free again (or only `billIds` of them: a release lets
 * the receipts a pick-up takes go).
 */
export const releaseReceipts = async (tx: DbOrTx, holder: ReceiptHolder, billIds?: readonly string[]) => {
  if (billIds && billIds.length === 0) return;
  await tx
    .delete(receiptReservation)
    .where(
      and(
        eq(receiptReservation.process, holder.process),
        eq(receiptReservation.processId, holder.processId),
        billIds ? inArray(receiptReservation.billId, [...billIds]) : undefined,
      ),
    );
};

/** Who holds each of these receipts (absent: free). */
export const receiptHolders = async (db: DbOrTx, billIds: readonly string[]): Promise<Map<string, ReceiptHolder>> => {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(receiptReservation)
    .where(inArray(receiptReservation.billId, [...billIds]));
  return new Map(rows.map((r) => [r.billId, { process: r.process as ReceiptProcess, processId: r.processId }]));
};

/** Whether a receipt is free, or held by this very process (a contract being edited keeps its own receipts). */
export const isFreeFor = (held: ReceiptHolder | undefined, holder?: ReceiptHolder) =>
  !held || (holder != null && held.process === holder.process && held.processId === holder.processId);

/**
 * A process hands its receipts to the one that continues it (a contract in force to its transfer, and back when the
 * transfer is refused): one UPDATE in the caller's transaction, so no other process can take them in between.
 * Answers how many receipts moved.
 */
export const handOverReceipts = async (
  tx: DbOrTx,
  from: ReceiptHolder,
  to: ReceiptHolder,
  /** only these of the receipts `from` holds (a release takes some of a pledge's receipts); default all */
  billIds?: readonly string[],
): Promise<number> => {
  if (billIds && billIds.length === 0) return 0;
  const moved = await tx
    .update(receiptReservation)
    .set({ process: to.process, processId: to.processId })
    .where(
      and(
        eq(receiptReservation.process, from.process),
        eq(receiptReservation.processId, from.processId),
        billIds ? inArray(receiptReservation.billId, [...billIds]) : undefined,
      ),
    )
    .returning({ billId: receiptReservation.billId });
  return moved.length;
};

/**
 * A process takes these receipts besides the ones it holds (holdReceipts replaces the whole set): a partial
 * release's remainder comes back to the pledge that held its origin, the leaving part to the release. Answers the
 * receipts another process holds (the caller refuses and rolls back).
 */
export const addReceiptHold = async (
  tx: DbOrTx,
  input: ReceiptHolder & { tenantId: string; billIds: readonly string[] },
): Promise<HeldReceipt[]> => {
  if (input.billIds.length === 0) return [];
  await tx
    .insert(receiptReservation)
    .values(
      input.billIds.map((billId) => ({
        billId,
        tenantId: input.tenantId,
        process: input.process,
        processId: input.processId,
      })),
    )
    .onConflictDoNothing();
  const holders = await receiptHolders(tx, input.billIds);
  return [...holders.entries()]
    .filter(([, h]) => h.process !== input.process || h.processId !== input.processId)
    .map(([billId, h]) => ({ billId, ...h }));
};

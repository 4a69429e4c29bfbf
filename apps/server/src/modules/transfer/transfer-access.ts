import { transferRefusals as refuse, type TransferSide } from '@kc/domain/transfer/transfer';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { receiptTransfer } from './transfer.table';

export type TransferRow = typeof receiptTransfer.$inferSelect;

/** The caller's side on a transfer: the supplier (previous holder), the buyer (new holder), its warehouse, the platform. */
export type { TransferSide };

/** spec 2 §6 and issue scope: the parties by their enterprise (postId); an operator of the platform sees every one. */
export const sideOf = (p: Principal, row: TransferRow): TransferSide | null => {
  if (row.tenantId !== p.tenantId || row.isDeleted !== 0) return null;
  if (p.postId && p.postId === row.shipperId) return 'supplier';
  if (p.postId && p.postId === row.buyerId) return 'buyer';
  if (p.postId && p.postId === row.warehouseUnitId) return 'warehouse';
  return isPlatformOperator(p) ? 'platform' : null;
};

/** The list's scope: the same rule as sideOf. */
export const visibleTransfers = (p: Principal): SQL => {
  const base = and(eq(receiptTransfer.tenantId, p.tenantId), eq(receiptTransfer.isDeleted, 0))!;
  if (isPlatformOperator(p)) return base;
  const post = p.postId ?? '0';
  return and(
    base,
    or(
      eq(receiptTransfer.shipperId, post),
      eq(receiptTransfer.buyerId, post),
      eq(receiptTransfer.warehouseUnitId, post),
    ),
  )!;
};

const findTransfer = async (db: DbOrTx, id: string, lock = false) => {
  const q = db.select().from(receiptTransfer).where(eq(receiptTransfer.id, id)).limit(1);
  return (lock ? await q.for('update') : await q)[0];
};

/** The transfer with the caller's side, or 404 (missing, another tenant's, not the caller's business). */
export const loadVisibleTransfer = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await findTransfer(db, id, lock);
  const side = row ? sideOf(p, row) : null;
  if (!row || !side) throw refuse.notFound();
  return { row, side };
};

/** The contract's application (one per contract, re-applied in place). */
export const transferOfContract = async (db: DbOrTx, contractId: string, lock = false) => {
  const q = db
    .select()
    .from(receiptTransfer)
    .where(and(eq(receiptTransfer.contractId, contractId), eq(receiptTransfer.isDeleted, 0)))
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
};

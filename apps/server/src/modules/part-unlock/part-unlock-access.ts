import { accessRefusals } from '@kc/domain';
import { partUnlockRefusals as refuse } from '@kc/domain/part-unlock/part-unlock';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator, seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { partUnlock } from './part-unlock.table';

export type PartUnlockRow = typeof partUnlock.$inferSelect;

/**
 * Who sees a record: its warehouse and its holder (their enterprise, postId), the platform operator and banks
 * (every record of the tenant). Anyone else gets 404 (API.md), as for one that does not exist.
 */
export const seesPartUnlock = (p: Principal, r: PartUnlockRow) => {
  if (r.tenantId !== p.tenantId || r.isDeleted !== 0) return false;
  if (seesAllParties(p)) return true;
  return p.postId != null && (r.warehouseId === p.postId || r.shipperId === p.postId);
};

/** The same as a list filter. */
export const visiblePartUnlock = (p: Principal): SQL => {
  const base = and(eq(partUnlock.tenantId, p.tenantId), eq(partUnlock.isDeleted, 0))!;
  if (seesAllParties(p)) return base;
  if (!p.postId) return sql`false`;
  return and(base, or(eq(partUnlock.warehouseId, p.postId), eq(partUnlock.shipperId, p.postId)))!;
};

/** A live record the caller may see (locked for the caller's transaction when asked), or 404. */
export const findVisiblePartUnlock = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db.select().from(partUnlock).where(eq(partUnlock.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesPartUnlock(p, row)) throw accessRefusals.notFound();
  return row;
};

/** The record, for its warehouse's (approved) users only: anyone else who sees it gets 403. */
export const asRecordWarehouse = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await findVisiblePartUnlock(db, p, id, lock);
  if (!p.postId || row.warehouseId !== p.postId) throw refuse.notRecordWarehouse();
  await assertOwnEnterpriseApproved(db, p);
  return row;
};

/** The record, for its holder's (approved) users only. */
export const asRecordHolder = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await findVisiblePartUnlock(db, p, id, lock);
  if (!p.postId || row.shipperId !== p.postId) throw refuse.notRecordHolder();
  await assertOwnEnterpriseApproved(db, p);
  return row;
};

/** The record, for the platform operator only. */
export const asPlatform = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const row = await findVisiblePartUnlock(db, p, id, lock);
  if (!isPlatformOperator(p)) throw refuse.notPlatform();
  return row;
};

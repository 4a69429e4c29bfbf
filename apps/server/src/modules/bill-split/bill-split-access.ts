import { accessRefusals } from '@kc/domain';
import { BillSplitStatus } from '@kc/domain/bill-split/status';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator, seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { type BillSplitRow, billSplitApply } from './bill-split.table';

/**
 * Who sees an application: the holder (applicant) every one of its own, drafts included; the receipt's warehouse
 * those at it but drafts; the platform operators and banks all but drafts. Anyone else gets 404 (API.md).
 */
export const seesBillSplit = (p: Principal, r: BillSplitRow) => {
  if (r.tenantId !== p.tenantId || r.isDeleted !== 0) return false;
  if (p.postId && r.cargoOwnerId === p.postId) return true;
  if (r.status === BillSplitStatus.draft) return false;
  return seesAllParties(p) || (p.postId != null && r.warehouseUnitId === p.postId);
};

export const visibleBillSplit = (p: Principal): SQL => {
  const base = and(eq(billSplitApply.tenantId, p.tenantId), eq(billSplitApply.isDeleted, 0))!;
  const notDraft = ne(billSplitApply.status, BillSplitStatus.draft);
  if (seesAllParties(p))
    return and(base, p.postId ? or(notDraft, eq(billSplitApply.cargoOwnerId, p.postId)) : notDraft)!;
  if (!p.postId) return sql`false`;
  return and(
    base,
    or(eq(billSplitApply.cargoOwnerId, p.postId), and(eq(billSplitApply.warehouseUnitId, p.postId), notDraft)),
  )!;
};

/** A live application the caller may see (locked for the caller's transaction when asked), or 404. */
export const findVisibleBillSplit = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db.select().from(billSplitApply).where(eq(billSplitApply.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesBillSplit(p, row)) throw accessRefusals.notFound();
  return row;
};

export const isApplicant = (p: Principal, r: BillSplitRow) => p.postId != null && r.cargoOwnerId === p.postId;
export const isSplitWarehouse = (p: Principal, r: BillSplitRow) => p.postId != null && r.warehouseUnitId === p.postId;
export const isSplitPlatform = (p: Principal) => isPlatformOperator(p);

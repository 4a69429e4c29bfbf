import { accessRefusals } from '@kc/domain';
import { borrowerRefusals as refuse } from '@kc/domain/borrower/borrower';
import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { type BorrowerRow, borrower } from './borrower.table';

/**
 * Who sees a borrower (its co-borrowers and materials with it): the users of its shipper (the enterprise it belongs
 * to) and the platform operators; anyone else gets 404 (API.md). A later module (the bank's customers) lends a
 * viewer: a bank sees the borrowers whose customer was sent to it (registerBorrowerViewer).
 */
export type BorrowerViewer = {
  /** whether this caller may see this borrower */
  sees: (db: DbOrTx, p: Principal, row: BorrowerRow) => Promise<boolean>;
  /** the ids of the borrowers this caller may see (lists) */
  visibleIds: (db: DbOrTx, p: Principal) => Promise<string[]>;
};
const viewers: BorrowerViewer[] = [];
export const registerBorrowerViewer = (viewer: BorrowerViewer) => {
  viewers.push(viewer);
};

/** The borrower's own shipper's users: they act, and see ID numbers and phones whole. */
export const isBorrowerShipper = (p: Principal, shipperId: string) => p.postId != null && p.postId === shipperId;
/** Whole ID number and phone: the shipper's users and the platform only. */
export const seesUnmasked = (p: Principal, shipperId: string) =>
  isBorrowerShipper(p, shipperId) || isPlatformOperator(p);

export const seesBorrower = async (db: DbOrTx, p: Principal, row: BorrowerRow) => {
  if (row.tenantId !== p.tenantId || row.isDeleted !== 0) return false;
  if (seesUnmasked(p, row.shipperId)) return true;
  for (const v of viewers) if (await v.sees(db, p, row)) return true;
  return false;
};

/** The list filter of borrowers (and, by shipper, of co-borrowers). */
export const visibleBorrowers = async (
  db: DbOrTx,
  p: Principal,
  shipperColumn: AnyColumn = borrower.shipperId,
  idColumn: AnyColumn = borrower.id,
): Promise<SQL> => {
  if (isPlatformOperator(p)) return sql`true`;
  const lent = (await Promise.all(viewers.map((v) => v.visibleIds(db, p)))).flat();
  const own = p.postId ? eq(shipperColumn, p.postId) : undefined;
  const others = lent.length ? inArray(idColumn, lent) : undefined;
  return or(own, others) ?? sql`false`;
};

/** A live borrower the caller may see (locked when asked), or 404. */
export const findVisibleBorrower = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db
    .select()
    .from(borrower)
    .where(and(eq(borrower.id, id), eq(borrower.tenantId, p.tenantId), eq(borrower.isDeleted, 0)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !(await seesBorrower(db, p, row))) throw accessRefusals.notFound();
  return row;
};

/**
 * Adding, editing, deleting, authenticating and uploading materials: the borrower's shipper, an approved
 * enterprise. (The platform reads and queries; it does not maintain another enterprise's borrowers.)
 */
export const assertActingShipper = async (db: DbOrTx, p: Principal, shipperId?: string) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  if (shipperId != null && shipperId !== p.postId) throw accessRefusals.notFound();
  await assertOwnEnterpriseApproved(db, p);
};

/** Real-name requests and queries: the shipper's users, and the platform (on behalf of the shipper). */
export const assertRealNameActor = async (db: DbOrTx, p: Principal, shipperId: string) => {
  if (isPlatformOperator(p)) return;
  await assertActingShipper(db, p, shipperId);
};

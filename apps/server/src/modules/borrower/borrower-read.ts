import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type BorrowerRow, borrower, type CoBorrowerRow, coBorrower } from './borrower.table';

/*
 * The borrower module's read model: what the customer-creation, credit-contract and finance modules ask of a
 * borrower and its co-borrowers, answered here so that no other module names the borrower tables.
 */

/** A live borrower of the tenant by id, or undefined. */
export const borrowerById = async (db: DbOrTx, tenantId: string, id: string): Promise<BorrowerRow | undefined> => {
  const [row] = await db
    .select()
    .from(borrower)
    .where(and(eq(borrower.tenantId, tenantId), eq(borrower.id, id), eq(borrower.isDeleted, 0)))
    .limit(1);
  return row;
};

/** The live borrowers of one shipper (enterprise), newest first. */
export const borrowersOfShipper = (db: DbOrTx, tenantId: string, shipperId: string): Promise<BorrowerRow[]> =>
  db
    .select()
    .from(borrower)
    .where(and(eq(borrower.tenantId, tenantId), eq(borrower.shipperId, shipperId), eq(borrower.isDeleted, 0)))
    .orderBy(borrower.createTime);

/** A live co-borrower of the tenant by id, or undefined. */
export const coBorrowerById = async (db: DbOrTx, tenantId: string, id: string): Promise<CoBorrowerRow | undefined> => {
  const [row] = await db
    .select()
    .from(coBorrower)
    .where(and(eq(coBorrower.tenantId, tenantId), eq(coBorrower.id, id), eq(coBorrower.isDeleted, 0)))
    .limit(1);
  return row;
};

/** The live co-borrowers of one borrower. */
export const coBorrowersOf = (db: DbOrTx, tenantId: string, borrowerId: string): Promise<CoBorrowerRow[]> =>
  db
    .select()
    .from(coBorrower)
    .where(and(eq(coBorrower.tenantId, tenantId), eq(coBorrower.borrowerId, borrowerId), eq(coBorrower.isDeleted, 0)))
    .orderBy(coBorrower.createTime);

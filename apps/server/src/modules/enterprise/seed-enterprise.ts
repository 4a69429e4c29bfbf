import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterprise } from './enterprise.table';

/**
 * The enterprise module's side of the demo seed (modules/seed orchestrates). Only this module writes its table
 * (the module walls).
 */
export type SeedEnterprise = Omit<
  typeof enterprise.$inferInsert,
  'id' | 'tenantId' | 'status' | 'isSave' | 'approvedTime'
> & { code: string };

/**
 * A demo enterprise of the tenant by its code, created reviewed (status 1) so that every module can use it at
 * once; one already there is kept as it is. Answers its id.
 */
export const ensureApprovedEnterprise = async (db: DbOrTx, tenantId: string, values: SeedEnterprise) => {
  const [found] = await db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(and(eq(enterprise.tenantId, tenantId), eq(enterprise.code, values.code)))
    .limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(enterprise)
    .values({ ...values, tenantId, status: 1, isSave: 1, approvedTime: new Date() })
    .returning({ id: enterprise.id });
  return row!.id;
};

import type { EnterpriseOption } from '@kc/domain/user/user';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterprise } from './enterprise.table';

const OPTION_LIMIT = 50;

/** Enterprises of one tenant for a select (the user form's 所属企业), by name contains and type. */
export const enterpriseOptions = async (
  db: DbOrTx,
  tenantId: string,
  filter: { name?: string; type?: string },
): Promise<EnterpriseOption[]> => {
  const where: (SQL | undefined)[] = [eq(enterprise.tenantId, tenantId), eq(enterprise.isDeleted, 0)];
  if (filter.name) where.push(ilike(enterprise.name, `%${escapeLike(filter.name)}%`));
  if (filter.type) where.push(eq(enterprise.type, filter.type));
  return db
    .select({ id: enterprise.id, name: enterprise.name, type: enterprise.type, isPerson: enterprise.isPerson })
    .from(enterprise)
    .where(and(...where))
    .orderBy(asc(enterprise.name), asc(enterprise.id))
    .limit(OPTION_LIMIT);
};

/** Whether a live enterprise exists in the tenant (a user's postId must name one), of a type when given. */
export const enterpriseExists = async (db: DbOrTx, tenantId: string, id: string, type?: string) => {
  const [row] = await db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(
      and(
        eq(enterprise.id, id),
        eq(enterprise.tenantId, tenantId),
        type ? eq(enterprise.type, type) : undefined,
        eq(enterprise.isDeleted, 0),
      ),
    )
    .limit(1);
  return row != null;
};

/** What a user's page shows of the enterprise the user belongs to (GET /api/kc-user/info). */
export const enterpriseCardOf = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ name: enterprise.name, code: enterprise.code, isPerson: enterprise.isPerson, type: enterprise.type })
    .from(enterprise)
    .where(eq(enterprise.id, id))
    .limit(1);
  return row;
};

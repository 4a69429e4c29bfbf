import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { role } from '../system';
import { user, userRole } from './user.table';

/** The platform operators of a tenant: users holding the platform or administrator role. */
const OPERATOR_ALIASES = ['platform', 'administrator'];

/** The live users of a tenant's platform operators (the audience every live event of a business record includes). */
export const operatorUserIds = async (db: DbOrTx, tenantId: string) =>
  (
    await db
      .selectDistinct({ id: user.id })
      .from(user)
      .innerJoin(userRole, eq(userRole.userId, user.id))
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
      .where(and(eq(role.tenantId, tenantId), inArray(role.roleAlias, OPERATOR_ALIASES), eq(user.isDeleted, 0)))
  ).map((r) => r.id);

/** The live users of the given enterprises (their postId). */
export const enterpriseUserIds = async (db: DbOrTx, enterpriseIds: readonly string[]) =>
  enterpriseIds.length === 0
    ? []
    : (
        await db
          .select({ id: user.id })
          .from(user)
          .where(and(inArray(user.postId, [...enterpriseIds]), eq(user.isDeleted, 0)))
      ).map((r) => r.id);

/**
 * Who hears of a record's move: the users of its party enterprises and the tenant's platform operators (the
 * audience of a live event that reaches every open page of the record).
 */
export const partyAndOperatorUserIds = async (
  db: DbOrTx,
  tenantId: string,
  enterpriseIds: readonly (string | null | undefined)[],
) => {
  const parties = [...new Set(enterpriseIds.filter((id): id is string => id != null))];
  const [partyUsers, operators] = await Promise.all([enterpriseUserIds(db, parties), operatorUserIds(db, tenantId)]);
  return [...new Set([...partyUsers, ...operators])];
};

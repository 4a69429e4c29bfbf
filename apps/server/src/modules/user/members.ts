import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Members, role } from '../system';
import { user, userRole } from './user.table';

/** What the system module asks before it removes a role or a department (system/members.ts). */
export const userMembers: Members = {
  firstRoleHeld: async (db: DbOrTx, roleIds: string[]) => {
    const [r] = await db
      .select({ roleName: role.roleName })
      .from(userRole)
      .innerJoin(user, and(eq(user.id, userRole.userId), eq(user.isDeleted, 0)))
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(inArray(userRole.roleId, roleIds))
      .orderBy(asc(role.sort), asc(role.id))
      .limit(1);
    return r?.roleName;
  },
  deptWithMember: async (db: DbOrTx, deptIds: string[]) => {
    const [member] = await db
      .select({ deptId: user.deptId })
      .from(user)
      .where(and(inArray(user.deptId, deptIds), eq(user.isDeleted, 0)))
      .limit(1);
    return member?.deptId ?? undefined;
  },
};

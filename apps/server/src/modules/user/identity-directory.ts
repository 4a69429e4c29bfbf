import { and, eq, inArray } from 'drizzle-orm';
import type { IdentityDirectory } from '../../platform/auth/identity';
import type { Db } from '../../platform/db/client';
import { role, tenant } from '../system';
import { user, userRole } from './user.table';

/** The users and their roles, lent to the platform's sessions and log-in (platform/auth/identity.ts). */
export const createIdentityDirectory = (db: Db): IdentityDirectory => ({
  load: async (userId) => {
    const [u] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
    if (!u) return null;
    const roles = await db
      .select({ id: role.id, alias: role.roleAlias, name: role.roleName })
      .from(userRole)
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
      .where(eq(userRole.userId, userId));
    return {
      userId: u.id,
      tenantId: u.tenantId,
      account: u.account,
      userName: u.name ?? u.account,
      realName: u.realName,
      userType: u.userType,
      postId: u.postId,
      deptId: u.deptId,
      tokenVersion: u.tokenVersion,
      active: u.status === 1 && u.isDeleted === 0,
      roles,
    };
  },
  findForLogin: async (tenantId, account) => {
    const [t] = await db.select().from(tenant).where(eq(tenant.tenantId, tenantId)).limit(1);
    if (t?.status !== 1 || t.isDeleted !== 0) return { tenantActive: false };
    const [u] = await db
      .select({ id: user.id, passwordHash: user.passwordHash, status: user.status })
      .from(user)
      .where(and(eq(user.tenantId, tenantId), eq(user.account, account), eq(user.isDeleted, 0)))
      .limit(1);
    return {
      tenantActive: true,
      user: u ? { userId: u.id, passwordHash: u.passwordHash, active: u.status === 1 } : undefined,
    };
  },
  usersOfRoles: async (roleIds) =>
    (await db.select({ id: userRole.userId }).from(userRole).where(inArray(userRole.roleId, roleIds))).map((r) => r.id),
});

import { accessRefusals, formatDateTime } from '@kc/domain';
import type { UserRecord } from '@kc/domain/user/user';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { dept, role, tenant } from '../system';
import { enterprises } from './enterprises';
import { user, userRole } from './user.table';

export type UserFilter = { account?: string; realName?: string; deptId?: string; userType?: number };

/**
 * Search conditions of the user list. A department includes its children (BladeX filters by the dept's
 * child ids). Unqualified data-scope rules run against this table alone, so no joins here.
 */
export const filterConditions = (f: UserFilter): (SQL | undefined)[] => [
  f.account ? ilike(user.account, `%${escapeLike(f.account)}%`) : undefined,
  f.realName ? ilike(user.realName, `%${escapeLike(f.realName)}%`) : undefined,
  f.userType ? eq(user.userType, f.userType) : undefined,
  f.deptId
    ? sql`${user.deptId} in (select ${dept.id} from ${dept} where ${dept.id} = ${f.deptId} or (',' || ${dept.ancestors} || ',') like ${`%,${f.deptId},%`})`
    : undefined,
];

const nameMap = async <K extends string>(ids: K[], load: (ids: K[]) => Promise<{ id: K; name: string }[]>) =>
  new Map(ids.length ? (await load([...new Set(ids)])).map((r) => [r.id, r.name]) : []);

/** Rows of kc_user with the names of their tenant, department, enterprise and roles. */
export const toRecords = async (db: DbOrTx, rows: (typeof user.$inferSelect)[]): Promise<UserRecord[]> => {
  const present = <T>(v: T | null): v is T => v != null;
  const tenants = await nameMap(
    rows.map((r) => r.tenantId),
    (ids) =>
      db.select({ id: tenant.tenantId, name: tenant.tenantName }).from(tenant).where(inArray(tenant.tenantId, ids)),
  );
  const depts = await nameMap(rows.map((r) => r.deptId).filter(present), (ids) =>
    db.select({ id: dept.id, name: dept.deptName }).from(dept).where(inArray(dept.id, ids)),
  );
  const enterpriseNames = await enterprises.get().names(db, rows.map((r) => r.postId).filter(present));
  const roles = rows.length
    ? await db
        .select({ userId: userRole.userId, id: role.id, name: role.roleName })
        .from(userRole)
        .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
        .where(
          inArray(
            userRole.userId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(role.sort), asc(role.id))
    : [];
  return rows.map((u) => {
    const mine = roles.filter((r) => r.userId === u.id);
    return {
      id: u.id,
      tenantId: u.tenantId,
      tenantName: tenants.get(u.tenantId) ?? null,
      account: u.account,
      name: u.name,
      realName: u.realName,
      phone: u.phone,
      email: u.email,
      userType: u.userType,
      deptId: u.deptId,
      deptName: u.deptId ? (depts.get(u.deptId) ?? null) : null,
      postId: u.postId,
      enterpriseName: u.postId ? (enterpriseNames.get(u.postId) ?? null) : null,
      roleIds: mine.map((r) => r.id).join(','),
      roleName: mine.map((r) => r.name).join(','),
      status: u.status,
      createTime: formatDateTime(u.createTime),
    };
  });
};

export const pageUsers = async (db: DbOrTx, where: SQL | undefined, current: number, size: number) => {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(user).where(where);
  const rows = await db
    .select()
    .from(user)
    .where(where)
    .orderBy(desc(user.createTime), desc(user.id))
    .limit(size)
    .offset((current - 1) * size);
  return { records: await toRecords(db, rows), total };
};

/** The users with these ids that the caller may manage, or 404 when any of them is not (API.md). */
export const scopedUsers = async (db: DbOrTx, ids: string[], scope: SQL | undefined) => {
  const rows = await db
    .select()
    .from(user)
    .where(and(inArray(user.id, ids), scope));
  if (rows.length !== ids.length) throw accessRefusals.notFound();
  return rows;
};

export const deptExists = async (db: DbOrTx, tenantId: string, id: string) =>
  (
    await db
      .select({ id: dept.id })
      .from(dept)
      .where(and(eq(dept.id, id), eq(dept.tenantId, tenantId), eq(dept.isDeleted, 0)))
      .limit(1)
  ).length > 0;

export const rolesExist = async (db: DbOrTx, tenantId: string, ids: string[]) =>
  (
    await db
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.id, ids), eq(role.tenantId, tenantId), eq(role.isDeleted, 0)))
  ).length === new Set(ids).size;

export const accountTaken = async (db: DbOrTx, tenantId: string, account: string, exceptId?: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(
        and(
          eq(user.tenantId, tenantId),
          eq(user.account, account),
          eq(user.isDeleted, 0),
          exceptId ? ne(user.id, exceptId) : undefined,
        ),
      )
      .limit(1)
  ).length > 0;

export const replaceRoles = async (db: DbOrTx, userIds: string[], roleIds: string[]) => {
  await db.delete(userRole).where(inArray(userRole.userId, userIds));
  const rows = userIds.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId })));
  if (rows.length) await db.insert(userRole).values(rows);
};

/**
 * Soft delete. The unique index on (tenant, account) also covers deleted rows, so the account is renamed
 * `<account>~<id>` ('~' is not allowed in accounts) to let the account be used again; cut to the column's 50.
 */
export const softDeleteUsers = async (db: DbOrTx, ids: string[], updateUser: string) => {
  await db
    .update(user)
    .set({
      isDeleted: 1,
      account: sql`left(${user.account}, 49 - length(${user.id}::text)) || '~' || ${user.id}::text`,
      tokenVersion: sql`${user.tokenVersion} + 1`,
      updateUser,
      updateTime: new Date(),
    })
    .where(inArray(user.id, ids));
  await db.delete(userRole).where(inArray(userRole.userId, ids));
};

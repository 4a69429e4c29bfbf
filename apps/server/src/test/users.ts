import { ReviewStatus } from '@kc/domain/enterprise/status';
import { and, eq, inArray } from 'drizzle-orm';
import { enterprise } from '../modules/enterprise/enterprise.table';
import { dept, menu, role, roleMenu, tenant } from '../modules/system/system.table';
import { user, userRole } from '../modules/user/user.table';
import { hashPassword } from '../platform/auth/password';
import type { DbOrTx } from '../platform/db/client';
import { DEMO_PASSWORD_MD5 } from './passwords';

/**
 * A user with the given roles (none: a user who holds no grant at all). Roles are found by alias in the
 * user's tenant, or given by id. The password is the demo password.
 */
export const createUser = async (
  db: DbOrTx,
  account: string,
  opts: {
    roleAliases?: string[];
    roleIds?: string[];
    postId?: string | null;
    userType?: number;
    tenantId?: string;
    deptId?: string | null;
  } = {},
) => {
  const tenantId = opts.tenantId ?? '000000';
  const [row] = await db
    .insert(user)
    .values({
      tenantId,
      account,
      passwordHash: await hashPassword(DEMO_PASSWORD_MD5),
      name: account,
      realName: account,
      userType: opts.userType ?? 3,
      postId: opts.postId ?? null,
      deptId: opts.deptId ?? null,
    })
    .returning({ id: user.id });
  const roleIds = [...(opts.roleIds ?? [])];
  for (const alias of opts.roleAliases ?? []) {
    const [r] = await db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias)));
    if (r) roleIds.push(r.id);
  }
  for (const roleId of roleIds) await db.insert(userRole).values({ userId: row!.id, roleId });
  return row!.id;
};

/** A second tenant, for the cross-tenant checks. */
export const createTenant = async (db: DbOrTx, tenantId: string, tenantName = `租户${tenantId}`) => {
  await db.insert(tenant).values({ tenantId, tenantName }).onConflictDoNothing();
  return tenantId;
};

/** A role in a tenant holding the menus and buttons with these codes. */
export const createRole = async (
  db: DbOrTx,
  opts: { tenantId?: string; alias: string; name?: string; menuCodes?: string[]; parentId?: string },
) => {
  const [r] = await db
    .insert(role)
    .values({
      tenantId: opts.tenantId ?? '000000',
      roleAlias: opts.alias,
      roleName: opts.name ?? opts.alias,
      parentId: opts.parentId ?? '0',
    })
    .returning({ id: role.id });
  const codes = opts.menuCodes ?? [];
  if (codes.length) {
    const menus = await db.select({ id: menu.id }).from(menu).where(inArray(menu.code, codes));
    if (menus.length) await db.insert(roleMenu).values(menus.map((m) => ({ roleId: r!.id, menuId: m.id })));
  }
  return r!.id;
};

/** A department; `ancestors` follows the parent's chain (data scope 4). */
export const createDept = async (db: DbOrTx, opts: { tenantId?: string; name: string; parentId?: string }) => {
  const parentId = opts.parentId ?? '0';
  let ancestors = '0';
  if (parentId !== '0') {
    const [p] = await db.select({ ancestors: dept.ancestors }).from(dept).where(eq(dept.id, parentId));
    ancestors = `${p?.ancestors ?? '0'},${parentId}`;
  }
  const [d] = await db
    .insert(dept)
    .values({ tenantId: opts.tenantId ?? '000000', deptName: opts.name, parentId, ancestors })
    .returning({ id: dept.id });
  return d!.id;
};

let enterprises = 0;
/** An enterprise (type 1, a company), approved unless the values say otherwise. */
export const createEnterprise = async (db: DbOrTx, values: Partial<typeof enterprise.$inferInsert> = {}) => {
  const n = ++enterprises;
  const [row] = await db
    .insert(enterprise)
    .values({
      name: `测试企业${n}有限公司`,
      type: '1',
      code: `T-${process.pid}-${n}`,
      status: ReviewStatus.approved,
      approvedTime: new Date(),
      ...values,
    })
    .returning({ id: enterprise.id });
  return row!.id;
};

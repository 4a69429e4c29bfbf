import type { GrantNode, GrantTree, RoleDetail, RoleNode, RoleSelectNode } from '@kc/domain/system/role';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { buildTree } from './menu.repo';
import { apiScope, dataScope, menu, role, roleMenu, roleScope, tenant } from './system.table';

const parent = alias(role, 'parent_role');

export const contains = (text: string) => `%${escapeLike(text)}%`;

/** Roles (not deleted) matching `where`, with their parent's and tenant's names, sorted by sort then id. */
export const roleRows = async (db: DbOrTx, where?: SQL): Promise<RoleDetail[]> => {
  const rows = await db
    .select({
      id: role.id,
      parentId: role.parentId,
      parentName: parent.roleName,
      roleName: role.roleName,
      roleAlias: role.roleAlias,
      sort: role.sort,
      tenantId: role.tenantId,
      tenantName: tenant.tenantName,
    })
    .from(role)
    .leftJoin(parent, and(eq(parent.id, role.parentId), eq(parent.isDeleted, 0)))
    .leftJoin(tenant, eq(tenant.tenantId, role.tenantId))
    .where(and(eq(role.isDeleted, 0), where))
    .orderBy(asc(role.sort), asc(role.id));
  return rows;
};

export const roleTree = (rows: RoleDetail[]): RoleNode[] => buildTree(rows.map((r) => ({ ...r, children: [] })));

export const roleSelectTree = (rows: RoleDetail[]): RoleSelectNode[] =>
  buildTree(
    rows.map((r) => ({ id: r.id, parentId: r.parentId, title: r.roleName, value: r.id, key: r.id, children: [] })),
  );

export const roleNameFilter = (q: { roleName?: string; roleAlias?: string }) =>
  and(
    q.roleName ? ilike(role.roleName, contains(q.roleName)) : undefined,
    q.roleAlias ? ilike(role.roleAlias, contains(q.roleAlias)) : undefined,
  );

/** The roles with these ids in scope (`where`); fewer rows than ids means some are missing or foreign. */
export const rolesIn = (db: DbOrTx, ids: string[], where?: SQL) =>
  db
    .select({ id: role.id, tenantId: role.tenantId, roleName: role.roleName })
    .from(role)
    .where(and(inArray(role.id, ids), eq(role.isDeleted, 0), where));

/** The role and every role below it, among the tenant's roles (not deleted). */
export const subtreeIds = async (db: DbOrTx, tenantId: string, rootId: string) => {
  const rows = await db
    .select({ id: role.id, parentId: role.parentId })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.isDeleted, 0)));
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const seen = new Set([rootId]);
  const stack = [rootId];
  while (stack.length) {
    for (const c of children.get(stack.pop()!) ?? []) {
      if (!seen.has(c)) {
        seen.add(c);
        stack.push(c);
      }
    }
  }
  return seen;
};

export const tenantExists = async (db: DbOrTx, tenantId: string) => {
  const [t] = await db
    .select({ id: tenant.id })
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)))
    .limit(1);
  return t != null;
};

/** A role of the tenant (not deleted, not `exceptId`) using the alias. */
export const aliasTaken = async (db: DbOrTx, tenantId: string, roleAlias: string, exceptId?: string) => {
  const [r] = await db
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        eq(role.tenantId, tenantId),
        eq(role.roleAlias, roleAlias),
        eq(role.isDeleted, 0),
        exceptId ? ne(role.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return r != null;
};

/**
 * The unique index on (tenant, alias) also covers deleted roles; a deleted role's alias is renamed to
 * its id so that the alias can be used again.
 */
export const releaseDeletedAlias = (db: DbOrTx, tenantId: string, roleAlias: string) =>
  db
    .update(role)
    .set({ roleAlias: sql`${role.id}::text` })
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, roleAlias), eq(role.isDeleted, 1)));

/** Whether some role (not deleted, not among `roleIds`) has one of them as parent. */
export const hasOtherChildren = async (db: DbOrTx, roleIds: string[]) => {
  const rows = await db
    .select({ id: role.id })
    .from(role)
    .where(and(inArray(role.parentId, roleIds), eq(role.isDeleted, 0)));
  const removing = new Set(roleIds);
  return rows.some((r) => !removing.has(r.id));
};

type MenuRow = { id: string; parentId: string; name: string; category: number };
type ScopeRow = { id: string; menuId: string; scopeName: string };

const menuNode = (m: MenuRow): GrantNode => ({
  id: m.id,
  parentId: m.parentId,
  title: m.name,
  key: m.id,
  value: m.id,
  category: m.category,
  children: [],
});

/** The menu tree pruned to the menus holding scopes (and their ancestors), with the scopes as leaves. */
const scopeTree = (menus: MenuRow[], scopes: ScopeRow[]): GrantNode[] => {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const s of scopes) {
    let id: string | undefined = s.menuId;
    while (id && byId.has(id) && !keep.has(id)) {
      keep.add(id);
      id = byId.get(id)?.parentId;
    }
  }
  const nodes = menus.filter((m) => keep.has(m.id)).map(menuNode);
  const leaves = scopes
    .filter((s) => keep.has(s.menuId))
    .map((s) => ({
      id: s.id,
      parentId: s.menuId,
      title: s.scopeName,
      key: s.id,
      value: s.id,
      isScope: true,
      children: [],
    }));
  return buildTree([...nodes, ...leaves]);
};

export type HeldGrants = { menu: Set<string>; dataScope: Set<string>; apiScope: Set<string> };

/** What roles hold: menus (not deleted), data scopes and API scopes. */
export const heldGrants = async (db: DbOrTx, roleIds: string[]): Promise<HeldGrants> => {
  const [menus, scopes] = await Promise.all([
    db
      .selectDistinct({ id: roleMenu.menuId })
      .from(roleMenu)
      .innerJoin(menu, and(eq(menu.id, roleMenu.menuId), eq(menu.isDeleted, 0)))
      .where(inArray(roleMenu.roleId, roleIds)),
    db
      .selectDistinct({ id: roleScope.scopeId, category: roleScope.scopeCategory })
      .from(roleScope)
      .where(inArray(roleScope.roleId, roleIds)),
  ]);
  return {
    menu: new Set(menus.map((m) => m.id)),
    dataScope: new Set(scopes.filter((s) => s.category === 1).map((s) => s.id)),
    apiScope: new Set(scopes.filter((s) => s.category === 2).map((s) => s.id)),
  };
};

/** The data scopes roles hold (menus and API scopes come from the ACL cache). */
export const dataScopeIdsOf = async (db: DbOrTx, roleIds: string[]) => {
  const rows = await db
    .select({ id: roleScope.scopeId })
    .from(roleScope)
    .where(and(inArray(roleScope.roleId, roleIds), eq(roleScope.scopeCategory, 1)));
  return new Set(rows.map((r) => r.id));
};

const allMenus = (db: DbOrTx) =>
  db
    .select({ id: menu.id, parentId: menu.parentId, name: menu.name, category: menu.category })
    .from(menu)
    .where(eq(menu.isDeleted, 0))
    .orderBy(asc(menu.sort), asc(menu.id));

const scopeRows = (db: DbOrTx, table: typeof dataScope | typeof apiScope) =>
  db
    .select({ id: table.id, menuId: table.menuId, scopeName: table.scopeName })
    .from(table)
    .where(eq(table.isDeleted, 0))
    .orderBy(asc(table.id));

type GrantSource = { menus: MenuRow[]; datas: ScopeRow[]; apis: ScopeRow[] };

/**
 * Menus and scopes for the grant tree, reloaded only when one of the three tables changed: row counts
 * and the newest row version (xmin moves on every insert and update) are read in one small query.
 */
export const createGrantSource = () => {
  let cached: { token: string; source: GrantSource } | undefined;
  const versionOf = (t: typeof menu | typeof dataScope | typeof apiScope) =>
    sql`(select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from ${t})`;
  return async (db: DbOrTx): Promise<GrantSource> => {
    const [row] = await db
      .select({
        token: sql<string>`concat_ws(':', ${versionOf(menu)}, ${versionOf(dataScope)}, ${versionOf(apiScope)})`,
      })
      .from(sql`(select 1) as one`);
    const token = row?.token ?? '';
    if (cached?.token !== token) {
      const [menus, datas, apis] = await Promise.all([allMenus(db), scopeRows(db, dataScope), scopeRows(db, apiScope)]);
      cached = { token, source: { menus, datas, apis } };
    }
    return cached.source;
  };
};

/** menu/grant-tree: everything for the administrator; for anyone else only what their roles hold (BladeX). */
export const grantTree = ({ menus, datas, apis }: GrantSource, held: HeldGrants | 'all'): GrantTree => {
  const heldMenus = held === 'all' ? menus : menus.filter((m) => held.menu.has(m.id));
  return {
    menu: buildTree(heldMenus.map(menuNode)),
    dataScope: scopeTree(menus, held === 'all' ? datas : datas.filter((s) => held.dataScope.has(s.id))),
    apiScope: scopeTree(menus, held === 'all' ? apis : apis.filter((s) => held.apiScope.has(s.id))),
  };
};

/** Ids among `ids` that are not a live row of the table. */
export const missingIds = async (
  db: DbOrTx,
  table: typeof menu | typeof dataScope | typeof apiScope,
  ids: string[],
) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.isDeleted, 0)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
};

/** Replaces the roles' menus and scopes (category 1 data, 2 API). */
export const replaceGrants = async (
  tx: DbOrTx,
  roleIds: string[],
  g: { menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] },
) => {
  await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
  await tx.delete(roleScope).where(inArray(roleScope.roleId, roleIds));
  const menus = roleIds.flatMap((roleId) => g.menuIds.map((menuId) => ({ roleId, menuId })));
  const scopes = roleIds.flatMap((roleId) => [
    ...g.dataScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: 1 })),
    ...g.apiScopeIds.map((scopeId) => ({ roleId, scopeId, scopeCategory: 2 })),
  ]);
  if (menus.length) await tx.insert(roleMenu).values(menus);
  if (scopes.length) await tx.insert(roleScope).values(scopes);
};

/** Drops every grant of the roles (they are being deleted). */
export const dropGrants = async (tx: DbOrTx, roleIds: string[]) => {
  await tx.delete(roleMenu).where(inArray(roleMenu.roleId, roleIds));
  await tx.delete(roleScope).where(inArray(roleScope.roleId, roleIds));
};

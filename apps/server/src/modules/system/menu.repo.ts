import { accessRefusals, type MenuNode } from '@kc/domain';
import {
  type MenuDetail,
  type MenuForm,
  type MenuRow,
  type MenuSearch,
  type MenuTreeOption,
  menuRefusals as refuse,
} from '@kc/domain/system/menu';
import { and, asc, eq, ilike, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { apiScope, dataScope, menu, roleMenu, roleScope } from './system.table';

const toNode = (m: typeof menu.$inferSelect): MenuNode => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  alias: m.alias,
  path: m.path,
  source: m.source,
  category: m.category,
  action: m.action,
  sort: m.sort,
  isOpen: m.isOpen,
  children: [],
});

/** Rows (sorted) into a tree by parentId; a node whose parent is not among the rows becomes a root. */
export const buildTree = <T extends { id: string; parentId: string; children: T[] }>(rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const r of rows) {
    const parent = byId.get(r.parentId);
    if (parent) parent.children.push(r);
    else roots.push(r);
  }
  return roots;
};

/**
 * Granted menus of one category. A menu with status 0 is a screen not built yet: it stays out of the side
 * menu, while buttons (category 2) count as permissions whatever their parent's status.
 */
export const menusByIds = async (db: DbOrTx, ids: Iterable<string>, category: 1 | 2) => {
  const list = [...ids];
  if (list.length === 0) return [];
  const rows = await db
    .select()
    .from(menu)
    .where(
      and(
        inArray(menu.id, list),
        eq(menu.category, category),
        eq(menu.isDeleted, 0),
        category === 1 ? eq(menu.status, 1) : undefined,
      ),
    )
    .orderBy(asc(menu.sort), asc(menu.id));
  return rows.map(toNode);
};

const toRow = (m: typeof menu.$inferSelect, hasChildren: boolean): MenuRow => ({
  ...toNode(m),
  children: undefined,
  remark: m.remark,
  hasChildren,
});

const live = eq(menu.isDeleted, 0);
const hasChildrenSql = sql<boolean>`exists (select 1 from ${menu} c where c.parent_id = ${menu}.id and c.is_deleted = 0)`;
const contains = (v: string) => `%${v.replace(/[\\%_]/g, '\\$&')}%`;

const searchCondition = (q: MenuSearch): SQL | undefined => {
  const parts = [
    q.name ? ilike(menu.name, contains(q.name)) : undefined,
    q.code ? ilike(menu.code, contains(q.code)) : undefined,
    q.alias ? ilike(menu.alias, contains(q.alias)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return parts.length ? and(...parts) : undefined;
};

const selectRows = async (db: DbOrTx, where: SQL | undefined) => {
  const rows = await db
    .select({ m: menu, hasChildren: hasChildrenSql })
    .from(menu)
    .where(and(live, where))
    .orderBy(asc(menu.sort), asc(menu.id));
  return rows.map((r) => toRow(r.m, Boolean(r.hasChildren)));
};

/** BladeX's lazy list: the children of one parent, or with a search the matches at every level. */
export const lazyMenuRows = (db: DbOrTx, parentId: string, q: MenuSearch) =>
  selectRows(db, searchCondition(q) ?? eq(menu.parentId, parentId));

/** The whole tree (matches whose parent is not a match become roots). */
type MenuTreeRow = MenuRow & { children: MenuTreeRow[] };

export const menuRowTree = async (db: DbOrTx, q: MenuSearch) =>
  buildTree<MenuTreeRow>((await selectRows(db, searchCondition(q))).map((r) => ({ ...r, children: [] })));

/** Category-1 menus as a select tree (parent pickers, role grants). */
export const menuSelectTree = async (db: DbOrTx): Promise<MenuTreeOption[]> => {
  const rows = await db
    .select({ id: menu.id, parentId: menu.parentId, name: menu.name })
    .from(menu)
    .where(and(live, eq(menu.category, 1)))
    .orderBy(asc(menu.sort), asc(menu.id));
  return buildTree(
    rows.map((r) => ({ id: r.id, parentId: r.parentId, title: r.name, key: r.id, value: r.id, children: [] })),
  );
};

export const menuDetail = async (db: DbOrTx, id: string): Promise<MenuDetail> => {
  const [m] = await db
    .select()
    .from(menu)
    .where(and(eq(menu.id, id), live));
  if (!m) throw accessRefusals.notFound();
  const [parent] =
    m.parentId === '0' ? [] : await db.select({ name: menu.name }).from(menu).where(eq(menu.id, m.parentId));
  const { children: _c, ...node } = toNode(m);
  return { ...node, remark: m.remark, parentName: parent?.name ?? null };
};

/** The parent must be a live category-1 menu that is neither the menu itself nor one of its descendants. */
const assertParent = async (db: DbOrTx, parentId: string, selfId?: string) => {
  if (parentId === '0') return;
  const rows = await db
    .select({ id: menu.id, parentId: menu.parentId, category: menu.category })
    .from(menu)
    .where(live);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = byId.get(parentId);
  if (parent?.category !== 1) throw refuse.badParent();
  for (let at: typeof parent | undefined = parent; at; at = byId.get(at.parentId)) {
    if (at.id === selfId) throw refuse.badParent();
  }
};

/** Create (no id) or update a menu; the caller checks permission and tenant. */
export const saveMenu = async (db: DbOrTx, p: Principal, form: MenuForm) => {
  if (form.id) {
    const [current] = await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.id, form.id), live));
    if (!current) throw accessRefusals.notFound();
  }
  const [taken] = await db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, form.code), live, form.id ? ne(menu.id, form.id) : undefined));
  if (taken) throw refuse.codeTaken();
  await assertParent(db, form.parentId, form.id);
  const values = {
    parentId: form.parentId,
    name: form.name,
    path: form.path,
    source: form.source,
    code: form.code,
    category: form.category,
    alias: form.alias,
    action: form.category === 2 ? (form.action ?? 0) : 0,
    sort: form.sort,
    isOpen: form.isOpen ?? 1,
    remark: form.remark ?? null,
  };
  try {
    if (form.id) {
      await db
        .update(menu)
        .set({ ...values, ...updatedBy(p), version: sql`${menu.version} + 1` })
        .where(eq(menu.id, form.id));
      return form.id;
    }
    const [row] = await db
      .insert(menu)
      .values({ ...values, ...createdBy(p) })
      .returning({ id: menu.id });
    return row!.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse.codeTaken();
    throw e;
  }
};

/**
 * Soft-deletes menus with their grants and scopes. A menu with live children that are not removed too is
 * refused ('请先删除子节点!'); an unknown id answers 404 and changes nothing.
 */
export const removeMenus = async (tx: DbOrTx, p: Principal, ids: string[]) => {
  const found = await tx
    .select({ id: menu.id, code: menu.code })
    .from(menu)
    .where(and(inArray(menu.id, ids), live));
  if (found.length !== ids.length) throw accessRefusals.notFound();
  const [child] = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(and(inArray(menu.parentId, ids), live, notInArray(menu.id, ids)))
    .limit(1);
  if (child) throw refuse.hasChildren();
  for (const m of found) {
    // The unique index on code also covers soft-deleted rows: free the code so it can be used again.
    await tx
      .update(menu)
      .set({ isDeleted: 1, code: `${m.code}~${m.id}`, ...updatedBy(p) })
      .where(eq(menu.id, m.id));
  }
  await tx.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
  const apis = await tx.select({ id: apiScope.id }).from(apiScope).where(inArray(apiScope.menuId, ids));
  const datas = await tx.select({ id: dataScope.id }).from(dataScope).where(inArray(dataScope.menuId, ids));
  await tx
    .update(apiScope)
    .set({ isDeleted: 1, ...updatedBy(p) })
    .where(inArray(apiScope.menuId, ids));
  await tx
    .update(dataScope)
    .set({ isDeleted: 1, ...updatedBy(p) })
    .where(inArray(dataScope.menuId, ids));
  const grants = (scopeIds: string[], category: 1 | 2) =>
    scopeIds.length
      ? tx.delete(roleScope).where(and(inArray(roleScope.scopeId, scopeIds), eq(roleScope.scopeCategory, category)))
      : undefined;
  await grants(
    apis.map((a) => a.id),
    2,
  );
  await grants(
    datas.map((d) => d.id),
    1,
  );
};

/** Is there a live menu with this id (scopes must belong to one)? */
export const menuExists = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.id, id), live))
  ).length > 0;

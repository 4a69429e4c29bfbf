import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dept, dict, dictBiz, menu, meta, region, role, roleMenu, tenant } from './system.table';

/**
 * The system module's side of the first-start and demo seed (modules/seed orchestrates): the seed's marks,
 * the top tenant and its root department, menus and grants, roles, dictionaries and regions. Only this module
 * writes these tables (the module walls).
 */

/** A menu or button of a seeded tree (modules/seed/data/menus.ts). */
export type SeedMenuNode = {
  code: string;
  name: string;
  alias?: string;
  path?: string;
  source?: string;
  category: 1 | 2;
  action?: 0 | 1 | 2;
  sort: number;
  status?: 0 | 1;
  children?: SeedMenuNode[];
};

/** A seeded dictionary: the parent row carries the code, its children the entries (dictKey -> dictValue). */
export type SeedDict = { code: string; name: string; sealed?: boolean; entries: [key: string, value: string][] };

/** A region row: provinces, cities and districts (modules/seed/data/regions.ts). */
export type SeedRegion = { code: string; parentCode: string; name: string; level: number; sort: number };

export const readSeedMark = async (db: DbOrTx, key: string) =>
  (await db.select().from(meta).where(eq(meta.key, key)).limit(1))[0]?.value;

export const writeSeedMark = async (db: DbOrTx, key: string, value: string) => {
  await db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
};

export const ensureTenant = async (db: DbOrTx, tenantId: string, tenantName: string) => {
  await db.insert(tenant).values({ tenantId, tenantName }).onConflictDoNothing();
};

/** The tenant's top department, created when it has none. */
export const ensureRootDept = async (db: DbOrTx, tenantId: string, deptName: string) => {
  const [rootDept] = await db
    .select()
    .from(dept)
    .where(and(eq(dept.tenantId, tenantId), eq(dept.parentId, '0')))
    .limit(1);
  if (!rootDept) await db.insert(dept).values({ tenantId, deptName, parentId: '0', ancestors: '0' });
};

/** A department of the tenant (the first one), for a seeded user. */
export const firstDeptId = async (db: DbOrTx, tenantId: string) =>
  (await db.select({ id: dept.id }).from(dept).where(eq(dept.tenantId, tenantId)).limit(1))[0]?.id ?? null;

/**
 * Upserts a menu tree by code, one statement per tree level (three in all), so a first seed stays fast on
 * PGlite. Answers each code's id and its parent's id.
 */
export const seedMenus = async (db: DbOrTx, roots: SeedMenuNode[]) => {
  const ids = new Map<string, string>();
  const parents = new Map<string, string>();
  let level = roots.map((node) => ({ node, parentId: '0' }));
  while (level.length > 0) {
    const rows = await db
      .insert(menu)
      .values(
        level.map(({ node: n, parentId }) => ({
          code: n.code,
          name: n.name,
          alias: n.alias ?? n.code,
          path: n.path ?? null,
          source: n.source ?? null,
          category: n.category,
          action: n.action ?? 0,
          sort: n.sort,
          parentId,
          status: n.status ?? 1,
          isDeleted: 0,
        })),
      )
      .onConflictDoUpdate({
        target: menu.code,
        set: {
          name: sql`excluded.name`,
          alias: sql`excluded.alias`,
          path: sql`excluded.path`,
          source: sql`excluded.source`,
          category: sql`excluded.category`,
          action: sql`excluded.action`,
          sort: sql`excluded.sort`,
          parentId: sql`excluded.parent_id`,
          status: sql`excluded.status`,
          isDeleted: 0,
        },
      })
      .returning({ id: menu.id, code: menu.code });
    for (const r of rows) ids.set(r.code, r.id);
    for (const { node, parentId } of level) parents.set(node.code, parentId);
    level = level.flatMap(({ node }) =>
      (node.children ?? []).map((child) => ({ node: child, parentId: ids.get(node.code)! })),
    );
  }
  return { ids, parents };
};

/**
 * Menus an earlier seed created whose codes the tree no longer has (renamed or dropped screens) are
 * retired with their grants; menus an administrator added are never touched.
 */
export const retireSeedMenus = async (db: DbOrTx, codes: string[]) => {
  const before: string[] = JSON.parse((await readSeedMark(db, 'seed:menu-codes')) ?? '[]');
  const gone = before.filter((c) => !codes.includes(c));
  if (gone.length) {
    const retired = await db
      .update(menu)
      .set({ isDeleted: 1 })
      .where(and(inArray(menu.code, gone), eq(menu.isDeleted, 0)))
      .returning({ id: menu.id });
    const retiredIds = retired.map((r) => r.id);
    if (retiredIds.length) await db.delete(roleMenu).where(inArray(roleMenu.menuId, retiredIds));
  }
  await writeSeedMark(db, 'seed:menu-codes', JSON.stringify(codes));
};

/** A seeded role of the tenant by its alias: created, or renamed and re-sorted. Answers its id. */
export const upsertSeedRole = async (
  db: DbOrTx,
  tenantId: string,
  r: { alias: string; name: string; sort: number },
) => {
  const [row] = await db
    .insert(role)
    .values({ tenantId, roleAlias: r.alias, roleName: r.name, sort: r.sort })
    .onConflictDoUpdate({ target: [role.tenantId, role.roleAlias], set: { roleName: r.name, sort: r.sort } })
    .returning({ id: role.id });
  return row!.id;
};

/** Adds these menus to the role's grants (grants already there stay). */
export const grantSeedMenus = async (db: DbOrTx, roleId: string, menuIds: readonly string[]) => {
  if (menuIds.length === 0) return;
  await db
    .insert(roleMenu)
    .values(menuIds.map((menuId) => ({ roleId, menuId })))
    .onConflictDoNothing();
};

export const roleIdByAlias = async (db: DbOrTx, tenantId: string, alias: string) =>
  (
    await db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias)))
      .limit(1)
  )[0]?.id;

/**
 * System dictionaries (no tenant) or a tenant's business dictionaries: parents (dictKey -1) first, then every
 * entry under its parent's id, each kind in one statement.
 */
export const seedDicts = async (db: DbOrTx, seeds: SeedDict[], tenantId?: string) => {
  const table = tenantId ? dictBiz : dict;
  const extra = tenantId ? { tenantId } : {};
  const target = tenantId ? [dictBiz.tenantId, dictBiz.code, dictBiz.dictKey] : [dict.code, dict.dictKey];
  type Row = typeof dict.$inferInsert & { tenantId?: string };
  // A sealed dictionary belongs to the seed, so its labels follow it; others keep an administrator's edits.
  const write = async (rows: Row[]) => {
    const sealed = rows.filter((r) => r.isSealed === 1);
    const open = rows.filter((r) => r.isSealed !== 1);
    if (sealed.length)
      await db
        .insert(table)
        .values(sealed)
        .onConflictDoUpdate({
          target,
          set: { dictValue: sql`excluded.dict_value`, sort: sql`excluded.sort`, isSealed: 1, isDeleted: 0 },
        });
    if (open.length) await db.insert(table).values(open).onConflictDoNothing();
  };
  const sealedOf = (d: SeedDict) => (d.sealed ? 1 : 0);
  await write(
    seeds.map((d) => ({
      code: d.code,
      dictKey: '-1',
      dictValue: d.name,
      parentId: '0',
      sort: 1,
      isSealed: sealedOf(d),
      ...extra,
    })),
  );
  const codes = seeds.map((d) => d.code);
  const parentWhere = tenantId
    ? and(eq(dictBiz.tenantId, tenantId), inArray(dictBiz.code, codes), eq(dictBiz.dictKey, '-1'))
    : and(inArray(dict.code, codes), eq(dict.dictKey, '-1'));
  const parents = await db.select({ id: table.id, code: table.code }).from(table).where(parentWhere);
  const parentIds = new Map(parents.map((p) => [p.code, p.id]));
  await write(
    seeds.flatMap((d) =>
      d.entries.map(([key, value], i) => ({
        code: d.code,
        dictKey: key,
        dictValue: value,
        parentId: parentIds.get(d.code)!,
        sort: i + 1,
        isSealed: sealedOf(d),
        ...extra,
      })),
    ),
  );
};

/**
 * Upserts the regions in one statement with the rows as a JSON parameter: about 0.1 s on PGlite, where VALUES
 * batches of 500 took most of a second. A raised data version may rename or move a region, so existing rows
 * take the new values.
 */
export const seedRegionRows = async (db: DbOrTx, regions: SeedRegion[]) => {
  const rows = regions.map((r) => ({
    code: r.code,
    parent_code: r.parentCode,
    name: r.name,
    level: r.level,
    sort: r.sort,
  }));
  await db.execute(sql`
    insert into ${region} (code, parent_code, name, level, sort)
    select code, parent_code, name, level, sort
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(code varchar, parent_code varchar, name varchar, level smallint, sort integer)
    on conflict (code) do update
      set parent_code = excluded.parent_code, name = excluded.name, level = excluded.level, sort = excluded.sort`);
};

import { createHash } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@kc/domain';
import { EsignStatus } from '@kc/domain/enterprise/status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { revokeSessions } from '../../platform/auth/auth.service';
import { hashPassword } from '../../platform/auth/password';
import type { DbOrTx } from '../../platform/db/client';
import { provisionSandboxAccount, sandboxCaOn } from '../../providers/esign/sandbox';
import { enterprise, esignEnterprises } from '../enterprise';
import { seedDemoGoods } from '../goods';
import { dept, dict, dictBiz, menu, meta, role, roleMenu, tenant } from '../system';
import { user, userRole } from '../user';
import { DEMO_PASSWORD, demoEnterprises, demoSealCodes } from './data/demo';
import { bizDicts, systemDicts } from './data/dicts';
import { demoGoods } from './data/goods';
import { demoInboundOrders, seedDemoInboundOrders } from './data/inbound-orders';
import { menuTree } from './data/menus';
import { REGION_DATA_VERSION, seedRegions } from './data/regions';
import { roleSeeds } from './data/roles';
import type { DictSeed, MenuSeed } from './data/types';
import { demoWmsMaterials, seedDemoWmsMaterials } from './data/wms-materials';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const readMeta = async (db: DbOrTx, key: string) =>
  (await db.select().from(meta).where(eq(meta.key, key)).limit(1))[0]?.value;
const writeMeta = (db: DbOrTx, key: string, value: string) =>
  db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });

/** One statement per tree level (three in all), so a first seed stays fast on PGlite. */
const upsertMenus = async (db: DbOrTx, roots: MenuSeed[], ids: Map<string, string>, parents: Map<string, string>) => {
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
};

/** Parents (dictKey -1) first, then every entry under its parent's id, each kind in one statement. */
const upsertDicts = async (db: DbOrTx, table: typeof dict | typeof dictBiz, seeds: DictSeed[], tenantId?: string) => {
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
  const sealedOf = (d: DictSeed) => (d.sealed ? 1 : 0);
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
 * Menus an earlier seed created whose codes the tree no longer has (renamed or dropped screens) are
 * retired with their grants; menus an administrator added are never touched.
 */
const retireMenus = async (db: DbOrTx, codes: string[]) => {
  const before: string[] = JSON.parse((await readMeta(db, 'seed:menu-codes')) ?? '[]');
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
  await writeMeta(db, 'seed:menu-codes', JSON.stringify(codes));
};

/** Tenant, department, roles, menus and grants, dictionaries, regions: every start, skipped when unchanged. */
const seedReference = async (db: DbOrTx) => {
  await db.insert(tenant).values({ tenantId: DEFAULT_TENANT_ID, tenantName: '管理组' }).onConflictDoNothing();
  const [rootDept] = await db
    .select()
    .from(dept)
    .where(and(eq(dept.tenantId, DEFAULT_TENANT_ID), eq(dept.parentId, '0')))
    .limit(1);
  if (!rootDept)
    await db
      .insert(dept)
      .values({ tenantId: DEFAULT_TENANT_ID, deptName: '平台运营中心', parentId: '0', ancestors: '0' });

  const menuIds = new Map<string, string>();
  const menuParents = new Map<string, string>();
  await upsertMenus(db, menuTree, menuIds, menuParents);
  const codeById = new Map([...menuIds].map(([code, id]) => [id, code]));
  await retireMenus(db, [...menuIds.keys()]);

  for (const r of roleSeeds) {
    const [row] = await db
      .insert(role)
      .values({ tenantId: DEFAULT_TENANT_ID, roleAlias: r.alias, roleName: r.name, sort: r.sort })
      .onConflictDoUpdate({ target: [role.tenantId, role.roleAlias], set: { roleName: r.name, sort: r.sort } })
      .returning({ id: role.id });
    const granted = new Set<string>();
    const codes = r.grants === '*' ? [...menuIds.keys()] : r.grants;
    for (const code of codes) {
      if (!menuIds.has(code)) throw new Error(`角色 ${r.alias} 授权了不存在的菜单或按钮 ${code}`);
      // A granted menu or button brings its ancestors, so the tree can show it.
      let id = menuIds.get(code);
      while (id && id !== '0') {
        granted.add(id);
        id = menuParents.get(codeById.get(id) ?? '');
      }
    }
    if (granted.size) {
      await db
        .insert(roleMenu)
        .values([...granted].map((menuId) => ({ roleId: row!.id, menuId })))
        .onConflictDoNothing();
    }
  }
  await upsertDicts(db, dict, systemDicts);
  await upsertDicts(db, dictBiz, bizDicts, DEFAULT_TENANT_ID);
  await seedRegions(db);
};

const roleIdByAlias = async (db: DbOrTx, alias: string) =>
  (
    await db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, DEFAULT_TENANT_ID), eq(role.roleAlias, alias)))
      .limit(1)
  )[0]?.id;

const ensureUser = async (
  db: DbOrTx,
  u: { account: string; password: string; realName: string; userType: number; roleAlias: string; postId?: string },
) => {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, u.account)))
    .limit(1);
  if (existing) return existing.id;
  const [rootDept] = await db.select({ id: dept.id }).from(dept).where(eq(dept.tenantId, DEFAULT_TENANT_ID)).limit(1);
  const [row] = await db
    .insert(user)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      account: u.account,
      passwordHash: await hashPassword(md5(u.password)),
      name: u.account,
      realName: u.realName,
      userType: u.userType,
      postId: u.postId ?? null,
      deptId: rootDept?.id ?? null,
    })
    .returning({ id: user.id });
  const roleId = await roleIdByAlias(db, u.roleAlias);
  if (roleId) await db.insert(userRole).values({ userId: row!.id, roleId }).onConflictDoNothing();
  return row!.id;
};

/** Demo enterprises and accounts: only on the embedded default or with DEMO=true, never in production. */
/** The platform operator's account: the same profile whether demo, first start or CLI creates it. */
const ADMIN_ACCOUNT = { account: 'admin', realName: '平台管理员', userType: 1, roleAlias: 'administrator' };

const seedDemo = async (db: DbOrTx) => {
  await ensureUser(db, { ...ADMIN_ACCOUNT, password: DEMO_PASSWORD });
  for (const d of demoEnterprises) {
    const [found] = await db
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(and(eq(enterprise.tenantId, DEFAULT_TENANT_ID), eq(enterprise.code, d.enterprise.code)))
      .limit(1);
    // Demo enterprises are reviewed (status 1) so that every module can use them at once.
    const enterpriseId =
      found?.id ??
      (
        await db
          .insert(enterprise)
          .values({ ...d.enterprise, tenantId: DEFAULT_TENANT_ID, status: 1, isSave: 1, approvedTime: new Date() })
          .returning({ id: enterprise.id })
      )[0]!.id;
    await ensureUser(db, {
      account: d.account,
      password: DEMO_PASSWORD,
      realName: d.realName,
      userType: d.userType,
      roleAlias: d.roleAlias,
      postId: enterpriseId,
    });
  }
  await seedDemoSeals(db);
  await seedDemoGoods(db, demoGoods);
  await seedDemoWmsMaterials(db, DEFAULT_TENANT_ID);
  await seedDemoInboundOrders(db, DEFAULT_TENANT_ID);
};

/**
 * The signing demo enterprises get a ready sandbox seal with silent signing on (the console's provisionAccount).
 * One that already holds a ready seal keeps it, and its silent-signing choice: a re-seed changes nothing.
 */
const seedDemoSeals = async (db: DbOrTx) => {
  const rows = await db
    .select({ id: enterprise.id, esignStatus: enterprise.esignStatus, esignAccountId: enterprise.esignAccountId })
    .from(enterprise)
    .where(and(eq(enterprise.tenantId, DEFAULT_TENANT_ID), inArray(enterprise.code, [...demoSealCodes])));
  const missing = rows.filter((r) => r.esignStatus !== EsignStatus.success || !r.esignAccountId);
  if (!missing.length) return;
  // The sandbox CA is made here on a first start (main.ts would make it a moment later anyway).
  const ca = sandboxCaOn(db);
  for (const r of missing) await provisionSandboxAccount({ db, ca, enterprises: esignEnterprises }, r.id);
};

export type SeedOptions = { demo: boolean; adminPassword?: string; production: boolean; log?: (msg: string) => void };

export const seed = async (db: DbOrTx, opts: SeedOptions) => {
  const log = opts.log ?? ((m: string) => console.log(m));
  const refPrint = fingerprint({ menuTree, roleSeeds, systemDicts, bizDicts, regions: REGION_DATA_VERSION, v: 2 });
  if ((await readMeta(db, 'seed:reference')) !== refPrint) {
    await db.transaction(async (tx) => {
      await seedReference(tx);
      await writeMeta(tx, 'seed:reference', refPrint);
    });
  }
  if (opts.demo) {
    const demoPrint = fingerprint({
      demoEnterprises,
      demoSealCodes,
      demoGoods,
      demoWmsMaterials,
      demoInboundOrders,
      v: 2,
    });
    if ((await readMeta(db, 'seed:demo')) !== demoPrint) {
      await db.transaction(async (tx) => {
        await seedDemo(tx);
        await writeMeta(tx, 'seed:demo', demoPrint);
      });
    }
  }
  await ensureFirstAdmin(db, opts.adminPassword, log);
};

/** A production start creates no default account: the first admin comes from ADMIN_PASSWORD or the CLI. */
export const ensureFirstAdmin = async (db: DbOrTx, plainPassword: string | undefined, log: (m: string) => void) => {
  const adminRole = await roleIdByAlias(db, 'administrator');
  const holders = adminRole
    ? await db
        .select({ id: userRole.userId })
        .from(userRole)
        .where(inArray(userRole.roleId, [adminRole]))
        .limit(1)
    : [];
  if (holders.length > 0) return;
  if (!plainPassword) {
    log('尚无管理员账号：请设置 ADMIN_PASSWORD 后重启，或运行 npm run admin:create -- <密码>');
    return;
  }
  await ensureUser(db, { ...ADMIN_ACCOUNT, password: plainPassword });
  log('已创建管理员账号 admin');
};

/** CLI: creates the administrator, or sets a new password on it (ending its sessions). */
export const createAdmin = async (db: DbOrTx, plainPassword: string): Promise<'created' | 'reset'> => {
  const [existing] = await db
    .select({ id: user.id, tokenVersion: user.tokenVersion })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, ADMIN_ACCOUNT.account)))
    .limit(1);
  if (!existing) {
    await ensureUser(db, { ...ADMIN_ACCOUNT, password: plainPassword });
    return 'created';
  }
  await db
    .update(user)
    .set({ passwordHash: await hashPassword(md5(plainPassword)), tokenVersion: existing.tokenVersion + 1, status: 1 })
    .where(eq(user.id, existing.id));
  await revokeSessions(db, [existing.id]);
  const adminRole = await roleIdByAlias(db, 'administrator');
  if (adminRole) await db.insert(userRole).values({ userId: existing.id, roleId: adminRole }).onConflictDoNothing();
  return 'reset';
};

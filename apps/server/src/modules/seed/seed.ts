import { createHash } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@kc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password';
import type { DbOrTx } from '../../platform/db/client';
import { enterprise } from '../enterprise/enterprise.table';
import { dept, dict, dictBiz, menu, meta, role, roleMenu, tenant } from '../system/system.table';
import { user, userRole } from '../user/user.table';
import { DEMO_PASSWORD, demoEnterprises } from './data/demo';
import { bizDicts, systemDicts } from './data/dicts';
import { menuTree } from './data/menus';
import { seedRegions } from './data/regions';
import { roleSeeds } from './data/roles';
import type { DictSeed, MenuSeed } from './data/types';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const readMeta = async (db: DbOrTx, key: string) =>
  (await db.select().from(meta).where(eq(meta.key, key)).limit(1))[0]?.value;
const writeMeta = (db: DbOrTx, key: string, value: string) =>
  db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });

const upsertMenus = async (
  db: DbOrTx,
  nodes: MenuSeed[],
  parentId: string,
  ids: Map<string, string>,
  parents: Map<string, string>,
) => {
  for (const n of nodes) {
    const values = {
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
    };
    const [row] = await db
      .insert(menu)
      .values(values)
      .onConflictDoUpdate({ target: menu.code, set: values })
      .returning({ id: menu.id });
    ids.set(n.code, row!.id);
    parents.set(n.code, parentId);
    if (n.children) await upsertMenus(db, n.children, row!.id, ids, parents);
  }
};

const upsertDicts = async (db: DbOrTx, table: typeof dict | typeof dictBiz, seeds: DictSeed[], tenantId?: string) => {
  for (const d of seeds) {
    const extra = tenantId ? { tenantId } : {};
    const sealed = d.sealed ? 1 : 0;
    await db
      .insert(table)
      .values({ code: d.code, dictKey: '-1', dictValue: d.name, parentId: '0', sort: 1, isSealed: sealed, ...extra })
      .onConflictDoNothing();
    const parentWhere = tenantId
      ? and(eq(dictBiz.tenantId, tenantId), eq(dictBiz.code, d.code), eq(dictBiz.dictKey, '-1'))
      : and(eq(dict.code, d.code), eq(dict.dictKey, '-1'));
    const [parent] = await db.select({ id: table.id }).from(table).where(parentWhere).limit(1);
    if (!parent || d.entries.length === 0) continue;
    await db
      .insert(table)
      .values(
        d.entries.map(([key, value], i) => ({
          code: d.code,
          dictKey: key,
          dictValue: value,
          parentId: parent.id,
          sort: i + 1,
          isSealed: sealed,
          ...extra,
        })),
      )
      .onConflictDoNothing();
  }
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
  await upsertMenus(db, menuTree, '0', menuIds, menuParents);
  const codeById = new Map([...menuIds].map(([code, id]) => [id, code]));

  for (const r of roleSeeds) {
    const [row] = await db
      .insert(role)
      .values({ tenantId: DEFAULT_TENANT_ID, roleAlias: r.alias, roleName: r.name, sort: r.sort })
      .onConflictDoUpdate({ target: [role.tenantId, role.roleAlias], set: { roleName: r.name, sort: r.sort } })
      .returning({ id: role.id });
    const granted = new Set<string>();
    const codes = r.grants === '*' ? [...menuIds.keys()] : r.grants;
    for (const code of codes) {
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
const seedDemo = async (db: DbOrTx) => {
  await ensureUser(db, {
    account: 'admin',
    password: DEMO_PASSWORD,
    realName: '平台管理员',
    userType: 1,
    roleAlias: 'administrator',
  });
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
          .values({ ...d.enterprise, tenantId: DEFAULT_TENANT_ID, status: 1, isSave: 1 })
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
};

export type SeedOptions = { demo: boolean; adminPassword?: string; production: boolean; log?: (msg: string) => void };

export const seed = async (db: DbOrTx, opts: SeedOptions) => {
  const log = opts.log ?? ((m: string) => console.log(m));
  const refPrint = fingerprint({ menuTree, roleSeeds, systemDicts, bizDicts, v: 1 });
  if ((await readMeta(db, 'seed:reference')) !== refPrint) {
    await db.transaction(async (tx) => {
      await seedReference(tx);
      await writeMeta(tx, 'seed:reference', refPrint);
    });
  }
  if (opts.demo) {
    const demoPrint = fingerprint({ demoEnterprises, v: 1 });
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
  await ensureUser(db, {
    account: 'admin',
    password: plainPassword,
    realName: '平台管理员',
    userType: 1,
    roleAlias: 'administrator',
  });
  log('已创建管理员账号 admin');
};

export const createAdmin = async (db: DbOrTx, plainPassword: string) => {
  await ensureUser(db, {
    account: 'admin',
    password: plainPassword,
    realName: '平台管理员',
    userType: 1,
    roleAlias: 'administrator',
  });
};

import { createHash } from 'node:crypto';
import { DEFAULT_TENANT_ID } from '@kc/domain';
import { EsignStatus } from '@kc/domain/enterprise/status';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { prepareSandboxKeys, provisionSandboxAccount, sandboxCaOn } from '../../providers/esign/sandbox';
import { seedProportionConfig } from '../contract';
import { demoContractTemplates, seedDemoContractTemplates } from '../contract-template';
import { ensureApprovedEnterprise, enterpriseByCode, esignEnterprises, liveEnterprises } from '../enterprise';
import { setBankMode } from '../finance';
import { baseMaterial, seedDemoGoods } from '../goods';
import { seedInvoiceTemplates } from '../invoice';
import {
  ensureRootDept,
  ensureTenant,
  firstDeptId,
  grantSeedMenus,
  readSeedMark,
  retireSeedMenus,
  roleIdByAlias,
  seedDicts,
  seedMenus,
  upsertSeedRole,
  writeSeedMark,
} from '../system';
import { seedDemoTrade } from '../trade';
import { ensureSeedUser, findUserByAccount, grantUserRole, resetSeedPassword, roleHasHolder } from '../user';
import { DEMO_PASSWORD, demoEnterprises, demoSealCodes } from './data/demo';
import { bizDicts, systemDicts } from './data/dicts';
import { demoDeskBankCodes, demoDeskBankGoods, demoGoods } from './data/goods';
import { demoInboundOrders, seedDemoInboundOrders } from './data/inbound-orders';
import { menuTree } from './data/menus';
import { REGION_DATA_VERSION, seedRegions } from './data/regions';
import { roleSeeds } from './data/roles';
import { demoTrade } from './data/trade';
import { demoWmsMaterials, seedDemoWmsMaterials } from './data/wms-materials';

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const demoFingerprint = () =>
  fingerprint({
    demoEnterprises,
    demoSealCodes,
    demoGoods,
    demoWmsMaterials,
    demoInboundOrders,
    demoContractTemplates,
    demoTrade,
    v: 3,
  });

/** Tenant, department, roles, menus and grants, dictionaries, regions: every start, skipped when unchanged. */
const seedReference = async (db: DbOrTx) => {
  await ensureTenant(db, DEFAULT_TENANT_ID, '管理组');
  await ensureRootDept(db, DEFAULT_TENANT_ID, '平台运营中心');

  const { ids: menuIds, parents: menuParents } = await seedMenus(db, menuTree);
  const codeById = new Map([...menuIds].map(([code, id]) => [id, code]));
  await retireSeedMenus(db, [...menuIds.keys()]);

  for (const r of roleSeeds) {
    const roleId = await upsertSeedRole(db, DEFAULT_TENANT_ID, r);
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
    await grantSeedMenus(db, roleId, [...granted]);
  }
  await seedDicts(db, systemDicts);
  await seedDicts(db, bizDicts, DEFAULT_TENANT_ID);
  await seedRegions(db);
};

/** An account of the top tenant with one role, created when missing. */
const ensureUser = async (
  db: DbOrTx,
  u: { account: string; password: string; realName: string; userType: number; roleAlias: string; postId?: string },
) => {
  const { roleAlias, ...account } = u;
  return ensureSeedUser(db, {
    ...account,
    tenantId: DEFAULT_TENANT_ID,
    deptId: await firstDeptId(db, DEFAULT_TENANT_ID),
    roleId: await roleIdByAlias(db, DEFAULT_TENANT_ID, roleAlias),
  });
};

/** Demo enterprises and accounts: only on the embedded default or with DEMO=true, never in production. */
/** The platform operator's account: the same profile whether demo, first start or CLI creates it. */
const ADMIN_ACCOUNT = { account: 'admin', realName: '平台管理员', userType: 1, roleAlias: 'administrator' };

const seedDemo = async (db: DbOrTx) => {
  await ensureUser(db, { ...ADMIN_ACCOUNT, password: DEMO_PASSWORD });
  for (const d of demoEnterprises) {
    // Demo enterprises are reviewed (status 1) so that every module can use them at once.
    const enterpriseId = await ensureApprovedEnterprise(db, DEFAULT_TENANT_ID, d.enterprise);
    await ensureUser(db, {
      account: d.account,
      password: DEMO_PASSWORD,
      realName: d.realName,
      userType: d.userType,
      roleAlias: d.roleAlias,
      postId: enterpriseId,
    });
    // The trading parties' invoice information (开票信息), from their profiles: the first is their default.
    if (d.roleAlias === 'shipper' || d.roleAlias === 'buyer') {
      const e = d.enterprise;
      await seedInvoiceTemplates(db, {
        tenantId: DEFAULT_TENANT_ID,
        enterpriseId,
        title: e.name,
        taxNo: e.creditCode,
        address: e.addressDetail ?? '',
        phone: e.corporatePhone ?? '',
        bankName: e.bankName ?? '',
        bankAccount: e.bankAccount ?? '',
      });
    }
  }
  await seedDemoSeals(db);
  await seedDemoGoods(db, demoGoods);
  await seedDemoGoods(db, demoDeskBankGoods);
  for (const code of demoDeskBankCodes) {
    const bank = await enterpriseByCode(db, DEFAULT_TENANT_ID, code);
    if (bank) await setBankMode(db, DEFAULT_TENANT_ID, bank.id, 'desk');
  }
  // spec 2 §2: the receipt template serves the demo cotton (MH001), the goods template every category.
  const cotton = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(
      and(eq(baseMaterial.tenantId, DEFAULT_TENANT_ID), eq(baseMaterial.code, 'MH001'), eq(baseMaterial.isDeleted, 0)),
    );
  await seedDemoContractTemplates(
    db,
    DEFAULT_TENANT_ID,
    cotton.map((c) => c.id),
  );
  await seedDemoWmsMaterials(db, DEFAULT_TENANT_ID);
  await seedDemoInboundOrders(db, DEFAULT_TENANT_ID);
  await seedDemoTrade(db, demoTrade);
  await seedProportionConfig(db, DEFAULT_TENANT_ID);
};

/** The signing demo enterprises that hold no ready seal yet (all of them on a first start). */
const demoEnterprisesWithoutSeal = async (db: DbOrTx) => {
  const rows = await liveEnterprises(
    db,
    DEFAULT_TENANT_ID,
    { codes: demoSealCodes },
    { order: 'id', limit: demoSealCodes.length },
  );
  return {
    missing: rows.filter((r) => r.esignStatus !== EsignStatus.success || !r.esignAccountId),
    unknown: demoSealCodes.length - rows.length,
  };
};

/**
 * The signing demo enterprises get a ready sandbox seal with silent signing on (the console's provisionAccount).
 * One that already holds a ready seal keeps it, and its silent-signing choice: a re-seed changes nothing.
 */
const seedDemoSeals = async (db: DbOrTx) => {
  const { missing } = await demoEnterprisesWithoutSeal(db);
  if (!missing.length) return;
  // The sandbox CA is made here on a first start (main.ts would make it a moment later anyway).
  const ca = sandboxCaOn(db);
  for (const r of missing) await provisionSandboxAccount({ db, ca, enterprises: esignEnterprises }, r.id);
};

export type SeedOptions = { demo: boolean; adminPassword?: string; production: boolean; log?: (msg: string) => void };

export const seed = async (db: DbOrTx, opts: SeedOptions) => {
  const log = opts.log ?? ((m: string) => console.log(m));
  const demoDue = opts.demo && (await readSeedMark(db, 'seed:demo')) !== demoFingerprint();
  if (demoDue) {
    // RSA keys for the demo seals and the sandbox CA (up to a few hundred ms of CPU each) are made on the thread pool
    // while the reference data and the demo accounts are written.
    const { missing, unknown } = await demoEnterprisesWithoutSeal(db);
    if (missing.length + unknown > 0) prepareSandboxKeys(missing.length + unknown + 1);
  }
  const refPrint = fingerprint({ menuTree, roleSeeds, systemDicts, bizDicts, regions: REGION_DATA_VERSION, v: 2 });
  if ((await readSeedMark(db, 'seed:reference')) !== refPrint) {
    await db.transaction(async (tx) => {
      await seedReference(tx);
      await writeSeedMark(tx, 'seed:reference', refPrint);
    });
  }
  if (demoDue) {
    await db.transaction(async (tx) => {
      await seedDemo(tx);
      await writeSeedMark(tx, 'seed:demo', demoFingerprint());
    });
  }
  await ensureFirstAdmin(db, opts.adminPassword, log);
};

/** A production start creates no default account: the first admin comes from ADMIN_PASSWORD or the CLI. */
export const ensureFirstAdmin = async (db: DbOrTx, plainPassword: string | undefined, log: (m: string) => void) => {
  const adminRole = await roleIdByAlias(db, DEFAULT_TENANT_ID, 'administrator');
  if (adminRole && (await roleHasHolder(db, adminRole))) return;
  if (!plainPassword) {
    log('尚无管理员账号：请设置 ADMIN_PASSWORD 后重启，或运行 npm run admin:create -- <密码>');
    return;
  }
  await ensureUser(db, { ...ADMIN_ACCOUNT, password: plainPassword });
  log('已创建管理员账号 admin');
};

/** CLI: creates the administrator, or sets a new password on it (ending its sessions). */
export const createAdmin = async (db: DbOrTx, plainPassword: string): Promise<'created' | 'reset'> => {
  const existing = await findUserByAccount(db, DEFAULT_TENANT_ID, ADMIN_ACCOUNT.account);
  if (!existing) {
    await ensureUser(db, { ...ADMIN_ACCOUNT, password: plainPassword });
    return 'created';
  }
  await resetSeedPassword(db, existing.id, plainPassword);
  const adminRole = await roleIdByAlias(db, DEFAULT_TENANT_ID, 'administrator');
  if (adminRole) await grantUserRole(db, existing.id, adminRole);
  return 'reset';
};

import { PDFDocument } from '@cantoo/pdf-lib';
import { allPermissionKeys, DEFAULT_TENANT_ID, type PermissionKey } from '@kc/domain';
import { and, count, eq, inArray, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { openPglite } from '../../platform/db/client';
import { sandboxEsignAccount } from '../../providers/esign/sandbox.table';
import { createTestApp, type TestApp } from '../../test/harness';
import { enterprise } from '../enterprise/enterprise.table';
import { dict, dictBiz, menu, meta, region, role, roleMenu } from '../system/system.table';
import { user, userRole } from '../user/user.table';
import { demoEnterprises, demoSealCodes } from './data/demo';
import { bizDicts, systemDicts } from './data/dicts';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const quiet = { demo: true, production: false, log: () => {} };

const counts = async (db: Db) => {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  return {
    menus: await n(db.select({ n: count() }).from(menu)),
    dicts: await n(db.select({ n: count() }).from(dict)),
    bizDicts: await n(db.select({ n: count() }).from(dictBiz)),
    roles: await n(db.select({ n: count() }).from(role)),
    grants: await n(db.select({ n: count() }).from(roleMenu)),
    regions: await n(db.select({ n: count() }).from(region)),
    users: await n(db.select({ n: count() }).from(user)),
    enterprises: await n(db.select({ n: count() }).from(enterprise)),
    sandboxAccounts: await n(db.select({ n: count() }).from(sandboxEsignAccount)),
  };
};

/** The e-sign side of the demo enterprises: what a re-seed must leave as it is. */
const demoSeals = (db: Db) =>
  db
    .select({
      code: enterprise.code,
      esignStatus: enterprise.esignStatus,
      esignAccountId: enterprise.esignAccountId,
      esignFlowId: enterprise.esignFlowId,
      isAutoSign: enterprise.isAutoSign,
      certPem: sandboxEsignAccount.certPem,
    })
    .from(enterprise)
    .leftJoin(sandboxEsignAccount, eq(sandboxEsignAccount.flowId, enterprise.esignAccountId))
    .where(
      inArray(
        enterprise.code,
        demoEnterprises.map((d) => d.enterprise.code),
      ),
    )
    .orderBy(enterprise.code);

type Entry = { dictKey: string; dictValue: string };
type Tree = { name: string; path: string | null; children: Tree[] };

describe('seeding is idempotent', () => {
  it('seeding again, even with the fingerprints deleted, adds and changes nothing', async () => {
    const db = t.database.db;
    const before = await counts(db);
    const seals = await demoSeals(db);
    expect(before.regions).toBeGreaterThan(3000);
    await seed(db, quiet);
    await seed(db, quiet);
    expect(await counts(db)).toEqual(before);

    await db.delete(meta).where(like(meta.key, 'seed:%'));
    await seed(db, quiet);
    expect(await counts(db)).toEqual(before);
    expect(await demoSeals(db)).toEqual(seals);
    const prints = await db.select().from(meta).where(like(meta.key, 'seed:%'));
    expect(prints.map((p) => p.key)).toEqual(expect.arrayContaining(['seed:reference', 'seed:demo']));
  });

  it('a re-seed restores the labels of a sealed dictionary and keeps an administrator’s edits elsewhere', async () => {
    const db = t.database.db;
    const entry = (code: string, key: string) =>
      and(eq(dictBiz.tenantId, DEFAULT_TENANT_ID), eq(dictBiz.code, code), eq(dictBiz.dictKey, key));
    await db.update(dictBiz).set({ dictValue: '被改掉的状态' }).where(entry('ple_bill_status', '70'));
    await db.update(dictBiz).set({ dictValue: '公斤' }).where(entry('weight_unit', '2'));
    await db.delete(meta).where(eq(meta.key, 'seed:reference'));
    await seed(db, quiet);
    const value = async (code: string, key: string) =>
      (await db.select({ v: dictBiz.dictValue }).from(dictBiz).where(entry(code, key)))[0]?.v;
    expect(await value('ple_bill_status', '70')).toBe('已质押');
    expect(await value('weight_unit', '2')).toBe('公斤');
  });

  it('a menu an earlier seed created and the tree dropped is retired; a menu the administrator added stays', async () => {
    const db = t.database.db;
    await db.insert(menu).values([
      { code: 'old_screen', name: '旧页面', alias: 'old_screen', path: '/old', category: 1, sort: 99 },
      { code: 'admin_added', name: '管理员新增', alias: 'admin_added', path: '/mine', category: 1, sort: 99 },
    ]);
    const listed = JSON.parse((await db.select().from(meta).where(eq(meta.key, 'seed:menu-codes')))[0]!.value);
    await db
      .update(meta)
      .set({ value: JSON.stringify([...listed, 'old_screen']) })
      .where(eq(meta.key, 'seed:menu-codes'));
    await db.delete(meta).where(eq(meta.key, 'seed:reference'));
    await seed(db, quiet);
    const rows = await db
      .select({ code: menu.code, isDeleted: menu.isDeleted })
      .from(menu)
      .where(inArray(menu.code, ['old_screen', 'admin_added', 'home']));
    expect(Object.fromEntries(rows.map((r) => [r.code, r.isDeleted]))).toEqual({
      old_screen: 1,
      admin_added: 0,
      home: 0,
    });
  });
});

describe('dictionaries', () => {
  // Every dictionary code the three specs name (section 9, and the lookups of section 7).
  const specBizCodes = [
    'ple_bill_status',
    'enterprise_type',
    'enterprise_type_show',
    'enterprise_scope',
    'enterprise_nature',
    'finance_marital_status',
    'finance_relationship_type',
    'weight_unit',
    'number_unit',
    'ccb_cargo_type',
    'article_type',
    'thirdwms_enterprise',
    'contract_template_type',
    'ccb_release_proportion',
    'ccb_release_yearly',
    'ccb_release_discount',
    'ccy_cd',
  ];

  it('every business dictionary the specs name answers entries for a logged-in user', async () => {
    const token = await t.login('shipper');
    for (const code of [...new Set([...specBizCodes, ...bizDicts.map((d) => d.code)])]) {
      const res = await t.as(token, { method: 'GET', url: `/api/kc-system/dict-biz/dictionary?code=${code}` });
      const body = res.json();
      expect(body.code, code).toBe(200);
      expect(body.data.length, code).toBeGreaterThan(0);
    }
  });

  it('system dictionaries data_scope_type and api_scope_type answer their entries', async () => {
    const token = await t.login('buyer');
    for (const code of ['data_scope_type', 'api_scope_type', ...systemDicts.map((d) => d.code)]) {
      const res = await t.as(token, { method: 'GET', url: `/api/kc-system/dict/dictionary?code=${code}` });
      expect(res.json().data.length, code).toBeGreaterThan(0);
    }
    const res = await t.as(token, { method: 'GET', url: '/api/kc-system/dict/dictionary?code=data_scope_type' });
    expect(res.json().data.map((e: Entry) => [e.dictKey, e.dictValue])).toEqual([
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ]);
  });

  it('the receipt statuses and the key codes read as the specs give them', async () => {
    const token = await t.login('warehouse');
    const entries = async (code: string, url = '/api/kc-system/dict-biz/dictionary') =>
      Object.fromEntries(
        (await t.as(token, { method: 'GET', url: `${url}?code=${code}` }))
          .json()
          .data.map((e: Entry) => [e.dictKey, e.dictValue]),
      );
    const bill = await entries('ple_bill_status', '/api/kc-flrk/common/biz_dictionary');
    expect(Object.keys(bill)).toEqual([
      '0',
      '1',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '91',
      '92',
      '99',
    ]);
    expect(bill).toMatchObject({ '0': '已作废', '1': '已生效', '70': '已质押', '99': '已冻结' });
    expect(await entries('enterprise_type')).toMatchObject({ '2': '仓储企业', '5': '金融机构', '6': '个人' });
    expect(Object.keys(await entries('enterprise_type_show'))).toEqual(['1', '2', '3', '4', '6']);
    expect(Object.values(await entries('finance_relationship_type'))).toContain('配偶');
    expect(await entries('ccb_cargo_type')).toEqual({ '0': '棉花', '1': '棉纱', '2': '其他' });
    expect(await entries('ccy_cd')).toMatchObject({ '156': '人民币' });
    expect(Object.keys(await entries('ccb_release_yearly'))).toEqual(['360', '365']);
    expect(Object.values(await entries('charge_unit'))).toEqual(['吨', '千克', '立方米', '件']);
  });

  it('no dictionary repeats a key, and status dictionaries are sealed', async () => {
    for (const d of [...systemDicts, ...bizDicts]) {
      expect(new Set(d.entries.map(([k]) => k)).size, d.code).toBe(d.entries.length);
    }
    const rows = await t.database.db
      .select({ code: dictBiz.code, isSealed: dictBiz.isSealed })
      .from(dictBiz)
      .where(like(dictBiz.code, '%_status'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.isSealed === 1)).toBe(true);
  });
});

describe('menus, buttons and roles', () => {
  /*
   * System administration keys are the administrator's alone: spec 1 §6 shows the role permission-setting
   * button only to users whose role name contains admin, and the platform operator "manages roles, menus,
   * API scopes, data scopes, dictionaries" through that administrator account.
   */
  const adminOnly = new Set<PermissionKey>([
    'role_add',
    'role_view',
    'role_edit',
    'role_delete',
    'menu_add',
    'menu_view',
    'menu_edit',
    'menu_delete',
    'api_scope_setting',
    'data_scope_setting',
    'dict_add',
    'dict_view',
    'dict_edit',
    'dict_delete',
  ]);

  const holders = async (keys: readonly string[]) => {
    const rows = await t.database.db
      .select({ code: menu.code, alias: role.roleAlias })
      .from(roleMenu)
      .innerJoin(menu, eq(menu.id, roleMenu.menuId))
      .innerJoin(role, eq(role.id, roleMenu.roleId))
      .where(and(inArray(menu.code, [...keys]), eq(menu.isDeleted, 0)));
    const byKey = new Map<string, Set<string>>();
    for (const r of rows) byKey.set(r.code, (byKey.get(r.code) ?? new Set()).add(r.alias));
    return byKey;
  };

  it('every permission key is a button (category 2) under a screen', async () => {
    const rows = await t.database.db
      .select({ code: menu.code, category: menu.category, parentId: menu.parentId })
      .from(menu)
      .where(inArray(menu.code, allPermissionKeys));
    expect(rows.map((r) => r.code).sort()).toEqual([...allPermissionKeys].sort());
    expect(rows.every((r) => r.category === 2 && r.parentId !== '0')).toBe(true);
  });

  it('every permission key is held by a party role, system administration keys by the administrator only', async () => {
    const byKey = await holders(allPermissionKeys);
    for (const key of allPermissionKeys) {
      const roles = byKey.get(key) ?? new Set();
      expect(roles.has('administrator'), key).toBe(true);
      const others = [...roles].filter((r) => r !== 'administrator');
      if (adminOnly.has(key)) expect(others, key).toEqual([]);
      else expect(others.length, key).toBeGreaterThan(0);
    }
  });

  it('each party holds its own signing key and not another party’s', async () => {
    const byKey = await holders([
      'ple_bill_shipping_seal',
      'ple_bill_warehouse_seal',
      'finance_pt',
      'finance_warehouse',
    ]);
    // The buyer holds the receipts a transfer issues to it and seals them as their holder.
    expect([...byKey.get('ple_bill_shipping_seal')!].sort()).toEqual(['administrator', 'buyer', 'shipper']);
    expect([...byKey.get('ple_bill_warehouse_seal')!].sort()).toEqual(['administrator', 'warehouse']);
    expect([...byKey.get('finance_pt')!].sort()).toEqual(['administrator', 'platform']);
    expect([...byKey.get('finance_warehouse')!].sort()).toEqual(['administrator', 'warehouse']);

    const shipper = await t.login('shipper');
    const buttons = (await t.as(shipper, { method: 'GET', url: '/api/kc-system/menu/buttons' })).json().data;
    const codes = buttons.map((b: { code: string }) => b.code);
    expect(codes).toContain('ple_bill_shipping_seal');
    expect(codes).not.toContain('ple_bill_warehouse_seal');
    expect(codes).not.toContain('dict_add');
  });

  it('menu codes are unique and the administrator role name contains admin', async () => {
    const rows = await t.database.db.select({ code: menu.code }).from(menu).where(eq(menu.isDeleted, 0));
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const [admin] = await t.database.db.select().from(role).where(eq(role.roleAlias, 'administrator'));
    expect(admin!.roleName).toContain('admin');
  });

  it('a shipper’s menu shows 首页 and no 系统管理; the administrator’s shows 系统管理 › 业务字典', async () => {
    const routes = async (account: string): Promise<Tree[]> =>
      (await t.as(await t.login(account), { method: 'GET', url: '/api/kc-system/menu/routes' })).json().data;
    const shipper = await routes('shipper');
    expect(shipper.map((m) => m.name)).toContain('首页');
    expect(shipper.map((m) => m.name)).not.toContain('系统管理');

    const admin = await routes('admin');
    const system = admin.find((m) => m.name === '系统管理');
    expect(system?.children.map((c) => [c.name, c.path])).toContainEqual(['业务字典', '/system/dictbiz']);
    // Screens not built yet stay out of the side menu: no empty group shows.
    expect(admin.every((m) => m.path === '/home' || m.children.length > 0)).toBe(true);
  });
});

describe('regions', () => {
  it('provinces, cities and districts form a 2/4/6-digit tree', async () => {
    const rows = await t.database.db.select().from(region);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const provinces = rows.filter((r) => r.level === 1);
    expect(provinces.length).toBe(31);
    expect(provinces.every((p) => /^\d{2}$/.test(p.code) && p.parentCode === '00')).toBe(true);
    const cities = rows.filter((r) => r.level === 2);
    expect(cities.every((c) => /^\d{4}$/.test(c.code) && c.parentCode === c.code.slice(0, 2))).toBe(true);
    expect(cities.every((c) => byCode.get(c.parentCode)?.level === 1)).toBe(true);
    const districts = rows.filter((r) => r.level === 3);
    expect(districts.length).toBeGreaterThan(2800);
    expect(districts.every((d) => /^\d{6}$/.test(d.code) && byCode.get(d.parentCode)?.level === 2)).toBe(true);
    expect(byCode.get('11')?.name).toBe('北京市');
    expect(byCode.get('31')?.name).toBe('上海市');
    expect(byCode.get('320102')?.name).toBe('玄武区');
  });

  it('the lazy list answers provinces at the root and districts below a city', async () => {
    const token = await t.login('buyer');
    const root = (await t.as(token, { method: 'GET', url: '/api/kc-system/region/lazy-list?parentCode=00' })).json();
    expect(root.data.length).toBe(31);
    expect(root.data[0]).toMatchObject({ code: '11', name: '北京市', hasChildren: true });
    expect(root.data.map((r: { name: string }) => r.name)).toContain('上海市');
    const nanjing = (
      await t.as(token, { method: 'GET', url: '/api/kc-system/region/lazy-list?parentCode=3201' })
    ).json();
    expect(nanjing.data).toContainEqual(
      expect.objectContaining({ code: '320102', name: '玄武区', hasChildren: false }),
    );
  });
});

describe('demo data', () => {
  it('one approved enterprise per party, a second warehouse and a second (desk) bank, each with its account, role and a real district', async () => {
    const db = t.database.db;
    const expected = {
      shipper: { type: '1', userType: 3, ccbOrgId: 0, roleAlias: 'shipper' },
      buyer: { type: '3', userType: 3, ccbOrgId: 0, roleAlias: 'buyer' },
      warehouse: { type: '2', userType: 3, ccbOrgId: 0, roleAlias: 'warehouse' },
      warehouse2: { type: '2', userType: 3, ccbOrgId: 0, roleAlias: 'warehouse' },
      bank: { type: '5', userType: 2, ccbOrgId: 1, roleAlias: 'bank' },
      bank2: { type: '5', userType: 2, ccbOrgId: 0, roleAlias: 'bank' },
      platform: { type: '7', userType: 1, ccbOrgId: 0, roleAlias: 'platform' },
    } as const;
    for (const [account, e] of Object.entries(expected)) {
      const [row] = await db
        .select({ user, enterprise, roleAlias: role.roleAlias })
        .from(user)
        .innerJoin(enterprise, eq(enterprise.id, user.postId))
        .innerJoin(userRole, eq(userRole.userId, user.id))
        .innerJoin(role, eq(role.id, userRole.roleId))
        .where(eq(user.account, account));
      expect(row, account).toBeDefined();
      expect(row!.roleAlias).toBe(e.roleAlias);
      expect(row!.user.userType).toBe(e.userType);
      expect(row!.enterprise).toMatchObject({ type: e.type, status: 1, ccbOrgId: e.ccbOrgId });
      expect(row!.enterprise.creditCode).toMatch(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
      const [district] = await db.select().from(region).where(eq(region.code, row!.enterprise.address!));
      expect(district?.level, account).toBe(3);
    }
    expect(demoEnterprises.length).toBe(7);
    const [platform] = await db.select().from(enterprise).where(eq(enterprise.code, 'PT0001'));
    expect(platform).toMatchObject({ name: '中原仓单服务平台有限公司', type: '7', status: 1 });
  });

  it('the shipper, the warehouse and the platform operator hold a ready seal with silent signing on', async () => {
    const db = t.database.db;
    const rows = await demoSeals(db);
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    for (const code of demoSealCodes) {
      const r = byCode[code]!;
      expect(r, code).toMatchObject({ esignStatus: 1, isAutoSign: 1 });
      expect(r.esignAccountId, code).toBe(r.esignFlowId);
      expect(r.certPem, code).toContain('BEGIN CERTIFICATE');
      const doc = await PDFDocument.create();
      doc.addPage([595, 842]);
      const signed = await t.ctx.signing.signDocument({
        accountId: r.esignAccountId!,
        pdf: await doc.save(),
        placements: [{ page: 0, x: 400, y: 100, size: 120 }],
        reason: '演示签章',
      });
      expect(signed.sha256, code).toMatch(/^[0-9a-f]{64}$/);
    }
    // The others apply for theirs through the enterprise page.
    expect(byCode.JR0001).toMatchObject({ esignStatus: 0, esignAccountId: null, isAutoSign: 0 });

    const shipper = await t.login('shipper');
    const info = (await t.as(shipper, { method: 'GET', url: '/api/kc-flrk/enterprise/myDetail' })).json();
    expect(info.data).toMatchObject({ esignStatus: 1, isAutoSign: 1, hasSeal: true });
  });

  it('a demo seal a tester changed is left alone by a re-seed; a lost one is given again', async () => {
    const db = t.database.db;
    await db.update(enterprise).set({ isAutoSign: 0 }).where(eq(enterprise.code, 'CK0001'));
    await db
      .update(enterprise)
      .set({ esignStatus: 0, esignAccountId: null, esignFlowId: null, isAutoSign: 0 })
      .where(eq(enterprise.code, 'HZ0001'));
    await db.delete(meta).where(eq(meta.key, 'seed:demo'));
    await seed(db, quiet);
    const byCode = Object.fromEntries((await demoSeals(db)).map((r) => [r.code, r]));
    expect(byCode.CK0001).toMatchObject({ esignStatus: 1, isAutoSign: 0 });
    expect(byCode.HZ0001).toMatchObject({ esignStatus: 1, isAutoSign: 1 });
    expect(byCode.HZ0001!.esignAccountId).toBeTruthy();
  });
});

describe('production seed', () => {
  it('creates no demo account; with ADMIN_PASSWORD it creates only the administrator', {
    timeout: 120_000,
  }, async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      const logs: string[] = [];
      await seed(database.db, { demo: false, production: true, log: (m) => logs.push(m) });
      const first = await counts(database.db);
      expect(first.users).toBe(0);
      expect(first.enterprises).toBe(0);
      expect(first.roles).toBe(6);
      expect(first.regions).toBeGreaterThan(3000);
      expect(logs.join()).toContain('ADMIN_PASSWORD');

      await seed(database.db, {
        demo: false,
        production: true,
        adminPassword: 'S3cure-Pass!',
        log: (m) => logs.push(m),
      });
      const users = await database.db
        .select({ account: user.account, alias: role.roleAlias })
        .from(user)
        .innerJoin(userRole, eq(userRole.userId, user.id))
        .innerJoin(role, eq(role.id, userRole.roleId));
      expect(users).toEqual([{ account: 'admin', alias: 'administrator' }]);
      expect(await database.db.select().from(user).where(ne(user.account, 'admin'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createRole, createTenant, createUser } from '../../test/users';
import { apiScope, dataScope, menu, role } from './system.table';

type Node = { id: string; roleName?: string; title?: string; tenantId?: string; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

const menuIds = async (t: TestApp, codes: string[]) => {
  const rows = await t.ctx.db.select({ id: menu.id, code: menu.code }).from(menu).where(inArray(menu.code, codes));
  return codes.map((c) => rows.find((r) => r.code === c)!.id);
};
const roleId = async (t: TestApp, alias: string, tenantId = '000000') => {
  const [r] = await t.ctx.db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.tenantId, tenantId), eq(role.roleAlias, alias)));
  return r!.id;
};
const T1_CODES = ['role', 'role_add', 'role_view', 'role_edit', 'role_delete'];

/** Tenant 100001 with its own administrator (role name contains admin, not the platform administrator). */
const setUpOtherTenant = async (t: TestApp) => {
  await createTenant(t.ctx.db, '100001');
  const t1Role = await createRole(t.ctx.db, {
    tenantId: '100001',
    alias: 't1admin',
    name: '租户admin',
    menuCodes: T1_CODES,
  });
  await createUser(t.ctx.db, 't1admin', { tenantId: '100001', roleIds: [t1Role] });
  return { t1Role, t1Token: await t.login('t1admin', undefined, '100001') };
};

describe('role admin (tenant mode off)', () => {
  let t: TestApp;
  let admin: string;
  let t1Token: string;
  let t1Role: string;
  let shipperRole: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    ({ t1Token, t1Role } = await setUpOtherTenant(t));
    shipperRole = await roleId(t, 'shipper');
  });
  afterAll(async () => t?.close());

  it('lists the roles of the own tenant as a tree sorted by sort, with parent and tenant names', async () => {
    const parent = (
      await t.post(admin, '/api/kc-system/role/submit', {
        roleName: '上级',
        roleAlias: 'p1',
        sort: 50,
        tenantId: '000000',
      })
    ).json().data;
    await t.post(admin, '/api/kc-system/role/submit', {
      roleName: '下级',
      roleAlias: 'c1',
      sort: '1',
      tenantId: '000000',
      parentId: parent.id,
    });
    const res = await t.get(admin, '/api/kc-system/role/list');
    expect(res.statusCode).toBe(200);
    const roots: Node[] = res.json().data;
    expect(roots[0]).toMatchObject({ roleAlias: 'administrator', roleName: '超级管理员(admin)', tenantName: '管理组' });
    const p = roots.find((r) => r.id === parent.id)!;
    expect(p.children).toHaveLength(1);
    expect(p.children[0]).toMatchObject({ roleName: '下级', parentName: '上级', sort: 1, parentId: parent.id });
    expect(flat(roots).every((r) => r.tenantId === '000000')).toBe(true);
    const filtered: Node[] = (await t.get(admin, '/api/kc-system/role/list?roleName=%E4%B8%8B')).json().data;
    expect(filtered.map((r) => r.roleName)).toEqual(['下级']);
  });

  it('never shows another tenant its roles in list and tree, even when it asks for tenant 000000', async () => {
    for (const url of ['/api/kc-system/role/list?tenantId=000000', '/api/kc-system/role/tree?tenantId=000000']) {
      const nodes = flat((await t.get(t1Token, url)).json().data);
      expect(nodes.map((n) => n.id)).toEqual([t1Role]);
    }
    const tree: Node[] = (await t.get(admin, '/api/kc-system/role/tree?tenantId=100001')).json().data;
    expect(flat(tree).some((n) => n.id === t1Role)).toBe(false);
    expect(tree[0]).toMatchObject({ title: '超级管理员(admin)', value: tree[0]!.id, key: tree[0]!.id });
  });

  it('answers 404 to another tenant on detail, update, remove, grant and role-tree-keys', async () => {
    expect((await t.get(admin, `/api/kc-system/role/detail?id=${shipperRole}`)).json().data).toMatchObject({
      roleAlias: 'shipper',
    });
    expect((await t.get(t1Token, `/api/kc-system/role/detail?id=${shipperRole}`)).statusCode).toBe(404);
    const upd = await t.post(t1Token, '/api/kc-system/role/submit', {
      id: shipperRole,
      roleName: 'x',
      roleAlias: 'x',
      sort: 1,
      tenantId: '000000',
    });
    expectRefusal(upd, 404, 'access.not_found', '数据不存在或无权查看');
    expect(
      (await t.as(t1Token, { method: 'POST', url: `/api/kc-system/role/remove?ids=${shipperRole}` })).statusCode,
    ).toBe(404);
    expect((await t.post(t1Token, '/api/kc-system/role/grant', { roleIds: shipperRole, menuIds: [] })).statusCode).toBe(
      404,
    );
    expect((await t.get(t1Token, `/api/kc-system/menu/role-tree-keys?roleIds=${shipperRole}`)).statusCode).toBe(404);
    expect((await t.get(admin, `/api/kc-system/role/detail?id=${shipperRole}`)).json().data.roleName).toBe('货主');
  });

  it('validates the role form with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ roleAlias: 'a', sort: 1, tenantId: '000000' }, '请输入角色名称'],
      [{ roleName: 'a', roleAlias: ' ', sort: 1, tenantId: '000000' }, '请输入角色别名'],
      [{ roleName: 'a', roleAlias: 'a', tenantId: '000000' }, '请输入角色排序'],
      [{ roleName: 'a', roleAlias: 'a', sort: 1 }, '请输入所属租户'],
      [{ roleName: 'a', roleAlias: 'administrator', sort: 1, tenantId: '000000' }, '角色别名已存在'],
    ];
    for (const [payload, msg] of cases) {
      const res = await t.post(admin, '/api/kc-system/role/submit', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const taken = await t.post(admin, '/api/kc-system/role/submit', cases.at(-1)![0]);
    expectRefusal(taken, 400, 'role.alias_taken', '角色别名已存在');
  });

  it('refuses a parent that is the role itself or one of its descendants', async () => {
    const a = (
      await t.post(admin, '/api/kc-system/role/submit', {
        roleName: 'A',
        roleAlias: 'tree_a',
        sort: 1,
        tenantId: '000000',
      })
    ).json().data;
    const b = (
      await t.post(admin, '/api/kc-system/role/submit', {
        roleName: 'B',
        roleAlias: 'tree_b',
        sort: 1,
        tenantId: '000000',
        parentId: a.id,
      })
    ).json().data;
    for (const parentId of [a.id, b.id, t1Role]) {
      const res = await t.post(admin, '/api/kc-system/role/submit', {
        id: a.id,
        roleName: 'A',
        roleAlias: 'tree_a',
        sort: 1,
        tenantId: '000000',
        parentId,
      });
      expectRefusal(res, 400, 'role.parent_invalid', '上级角色不能选择自身或其下级');
    }
  });

  it("creates a non-top tenant's role in its own tenant whatever tenantId it sends", async () => {
    const res = await t.post(t1Token, '/api/kc-system/role/submit', {
      roleName: '业务员',
      roleAlias: 'sales',
      sort: 2,
      tenantId: '000000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ tenantId: '100001', roleAlias: 'sales' });
    // the same alias in another tenant is fine
    const own = await t.post(admin, '/api/kc-system/role/submit', {
      roleName: '业务员',
      roleAlias: 'sales',
      sort: 2,
      tenantId: '999999',
    });
    expect(own.json().data).toMatchObject({ tenantId: '000000' });
  });

  it('needs role_add to create and role_edit to update', async () => {
    const editor = await createRole(t.ctx.db, { alias: 'editor', name: '编辑员', menuCodes: ['role', 'role_edit'] });
    await createUser(t.ctx.db, 'editor', { roleIds: [editor] });
    const token = await t.login('editor');
    const add = await t.post(token, '/api/kc-system/role/submit', {
      roleName: 'n',
      roleAlias: 'n',
      sort: 1,
      tenantId: '000000',
    });
    expectRefusal(add, 403, 'access.forbidden', '无权执行此操作');
    const upd = await t.post(token, '/api/kc-system/role/submit', {
      id: editor,
      roleName: '编辑员2',
      roleAlias: 'editor',
      sort: 3,
      tenantId: '000000',
    });
    expect(upd.statusCode).toBe(200);
  });

  it('refuses to delete a role a user holds, or one with children, and deletes parent with children', async () => {
    const res = await t.as(admin, { method: 'POST', url: `/api/kc-system/role/remove?ids=${shipperRole}` });
    expectRefusal(res, 400, 'role.in_use', '角色「货主」仍有用户在使用，不能删除');
    const p = (
      await t.post(admin, '/api/kc-system/role/submit', {
        roleName: 'P',
        roleAlias: 'del_p',
        sort: 1,
        tenantId: '000000',
      })
    ).json().data;
    const c = (
      await t.post(admin, '/api/kc-system/role/submit', {
        roleName: 'C',
        roleAlias: 'del_c',
        sort: 1,
        tenantId: '000000',
        parentId: p.id,
      })
    ).json().data;
    const alone = await t.post(admin, '/api/kc-system/role/remove', { ids: p.id });
    expectRefusal(alone, 400, 'role.children_first', '请先删除子角色');
    expect((await t.post(admin, '/api/kc-system/role/remove', {})).json().msg).toBe('请选择至少一条数据!');
    const both = await t.post(admin, '/api/kc-system/role/remove', { ids: `${p.id},${c.id}` });
    expect(both.statusCode).toBe(200);
    expect((await t.get(admin, `/api/kc-system/role/detail?id=${p.id}`)).statusCode).toBe(404);
    // a deleted role's alias can be used again
    const again = await t.post(admin, '/api/kc-system/role/submit', {
      roleName: 'P',
      roleAlias: 'del_p',
      sort: 1,
      tenantId: '000000',
    });
    expect(again.statusCode).toBe(200);
  });

  it('applies a grant to the next menu/routes and menu/buttons call and to route checks', async () => {
    const r = await createRole(t.ctx.db, { alias: 'viewer', name: '查看员', menuCodes: ['role', 'role_view'] });
    await createUser(t.ctx.db, 'viewer', { roleIds: [r] });
    const token = await t.login('viewer');
    const buttons = async () =>
      (await t.get(token, '/api/kc-system/menu/buttons')).json().data.map((b: { code: string }) => b.code);
    const routes = async () =>
      flat((await t.get(token, '/api/kc-system/menu/routes')).json().data).map(
        (m) => (m as unknown as { code: string }).code,
      );
    expect(await buttons()).toContain('role_view');
    expect((await t.get(token, `/api/kc-system/role/detail?id=${r}`)).statusCode).toBe(200);
    const res = await t.post(admin, '/api/kc-system/role/grant', {
      roleIds: r,
      menuIds: await menuIds(t, ['role', 'dict']),
    });
    expect(res.statusCode).toBe(200);
    expect(await buttons()).not.toContain('role_view');
    expect(await routes()).toEqual(expect.arrayContaining(['role', 'dict']));
    expect((await t.get(token, `/api/kc-system/role/detail?id=${r}`)).statusCode).toBe(403);
    const keys = (await t.get(admin, `/api/kc-system/menu/role-tree-keys?roleIds=${r}`)).json().data;
    expect([...keys.menu].sort()).toEqual((await menuIds(t, ['role', 'dict'])).sort());
    expect(keys).toMatchObject({ dataScope: [], apiScope: [] });
  });

  it('grants data and API scopes, and refuses unknown ids', async () => {
    const [roleMenuId] = await menuIds(t, ['role']);
    const before = (await t.get(admin, '/api/kc-system/menu/grant-tree')).json().data;
    expect(before.dataScope).toEqual([]);
    const [ds] = await t.ctx.db
      .insert(dataScope)
      .values({
        menuId: roleMenuId!,
        resourceCode: 'r',
        scopeName: '本人数据',
        scopeClass: 'x',
        scopeColumn: 'create_user',
        scopeType: 2,
      })
      .returning({ id: dataScope.id });
    const [as] = await t.ctx.db
      .insert(apiScope)
      .values({ menuId: roleMenuId!, resourceCode: 'r', scopeName: '测试接口', scopePath: '/api/kc-none/**' })
      .returning({ id: apiScope.id });
    const r = await createRole(t.ctx.db, { alias: 'scoped', name: 'scoped' });
    const res = await t.post(admin, '/api/kc-system/role/grant', {
      roleIds: [r],
      menuIds: [roleMenuId],
      dataScopeIds: ds!.id,
      apiScopeIds: [as!.id],
    });
    expect(res.statusCode).toBe(200);
    const keys = (await t.get(admin, `/api/kc-system/menu/role-tree-keys?roleIds=${r}`)).json().data;
    expect(keys).toEqual({ menu: [roleMenuId], dataScope: [ds!.id], apiScope: [as!.id] });
    const tree = (await t.get(admin, '/api/kc-system/menu/grant-tree')).json().data;
    const scopeLeaf = flat(tree.dataScope).find((n) => n.id === ds!.id);
    expect(scopeLeaf).toMatchObject({ title: '本人数据', isScope: true, key: ds!.id });
    expect(flat(tree.apiScope).some((n) => n.id === as!.id)).toBe(true);
    expect(flat(tree.menu).length).toBeGreaterThan(20);
    // the tree follows menu and scope changes at once
    await t.ctx.db.update(dataScope).set({ isDeleted: 1 }).where(eq(dataScope.id, ds!.id));
    await t.ctx.db.update(menu).set({ name: '角色管理2' }).where(eq(menu.id, roleMenuId!));
    const after = (await t.get(admin, '/api/kc-system/menu/grant-tree')).json().data;
    expect(after.dataScope).toEqual([]);
    expect(flat(after.menu).find((n) => n.id === roleMenuId)?.title).toBe('角色管理2');
    await t.ctx.db.update(menu).set({ name: '角色管理' }).where(eq(menu.id, roleMenuId!));
    const bad = await t.post(admin, '/api/kc-system/role/grant', { roleIds: [r], menuIds: ['999999999'] });
    expectRefusal(bad, 400, 'role.grant_unknown', '授权的菜单或权限不存在');
  });

  it('lets a non-administrator grant only what it holds, and shows it only that', async () => {
    const tree = (await t.get(t1Token, '/api/kc-system/menu/grant-tree')).json().data;
    expect(
      flat(tree.menu)
        .map((n) => n.id)
        .sort(),
    ).toEqual((await menuIds(t, T1_CODES)).sort());
    expect(tree.dataScope).toEqual([]);
    const beyond = await t.post(t1Token, '/api/kc-system/role/grant', {
      roleIds: t1Role,
      menuIds: await menuIds(t, ['role', 'dict']),
    });
    expectRefusal(beyond, 403, 'role.grant_beyond_self', '不能授予超出自身权限的菜单或权限');
    const within = await t.post(t1Token, '/api/kc-system/role/grant', {
      roleIds: t1Role,
      menuIds: await menuIds(t, T1_CODES),
    });
    expect(within.statusCode).toBe(200);
  });

  it('refuses grants to a user whose role name lacks admin, until the role is renamed', async () => {
    const r = await createRole(t.ctx.db, { alias: 'granter', name: '角色管理员', menuCodes: ['role'] });
    await createUser(t.ctx.db, 'granter', { roleIds: [r] });
    const token = await t.login('granter');
    const payload = { roleIds: r, menuIds: await menuIds(t, ['role']) };
    const refused = await t.post(token, '/api/kc-system/role/grant', payload);
    expectRefusal(refused, 403, 'role.grant_admin_only', '只有管理员可以设置权限');
    await t.post(admin, '/api/kc-system/role/submit', {
      id: r,
      roleName: 'Role Admin',
      roleAlias: 'granter',
      sort: 1,
      tenantId: '000000',
    });
    expect((await t.post(token, '/api/kc-system/role/grant', payload)).statusCode).toBe(200);
  });
});

describe('role admin (tenant mode on)', () => {
  let t: TestApp;
  let admin: string;
  let t1Role: string;
  let t1Token: string;

  beforeAll(async () => {
    t = await createTestApp({ TENANT_MODE: 'true' });
    admin = await t.login('admin');
    ({ t1Role, t1Token } = await setUpOtherTenant(t));
  });
  afterAll(async () => t?.close());

  it("lets the top tenant's administrator list, filter and create in every tenant", async () => {
    const all = flat((await t.get(admin, '/api/kc-system/role/list')).json().data);
    expect(all.some((n) => n.id === t1Role)).toBe(true);
    const only = flat((await t.get(admin, '/api/kc-system/role/list?tenantId=100001')).json().data);
    expect(only).toMatchObject([{ id: t1Role, tenantId: '100001', tenantName: '租户100001' }]);
    const tree = flat((await t.get(admin, '/api/kc-system/role/tree?tenantId=100001')).json().data);
    expect(tree.map((n) => n.id)).toEqual([t1Role]);
    const created = await t.post(admin, '/api/kc-system/role/submit', {
      roleName: '仓管',
      roleAlias: 'keeper',
      sort: 1,
      tenantId: '100001',
    });
    expect(created.json().data).toMatchObject({ tenantId: '100001' });
    const missing = await t.post(admin, '/api/kc-system/role/submit', {
      roleName: '仓管',
      roleAlias: 'keeper',
      sort: 1,
      tenantId: '999999',
    });
    expectRefusal(missing, 400, 'role.tenant_missing', '所属租户不存在');
    expect((await t.get(admin, `/api/kc-system/role/detail?id=${t1Role}`)).statusCode).toBe(200);
  });

  it('still confines the other tenant to its own roles', async () => {
    const nodes = flat((await t.get(t1Token, '/api/kc-system/role/list?tenantId=000000')).json().data);
    expect(nodes.every((n) => n.tenantId === '100001')).toBe(true);
    const admins = await roleId(t, 'administrator');
    expect((await t.get(t1Token, `/api/kc-system/role/detail?id=${admins}`)).statusCode).toBe(404);
  });
});

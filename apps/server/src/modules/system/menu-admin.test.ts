import { menuMessages } from '@kc/domain/system/menu';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createRole, createTenant, createUser } from '../../test/users';
import { apiScope, menu, roleMenu, roleScope } from './system.table';

let t: TestApp;
let admin: string;
const base = '/api/kc-system/menu';

const menuId = async (code: string) =>
  (await t.ctx.db.select({ id: menu.id }).from(menu).where(eq(menu.code, code)))[0]!.id;

const form = (over: Record<string, unknown> = {}) => ({
  name: '测试菜单',
  path: '/test/menu',
  source: 'ToolOutlined',
  code: 'test_menu',
  category: 1,
  alias: 'test',
  sort: 1,
  ...over,
});

const submit = (token: string, body: Record<string, unknown>) =>
  t.as(token, { method: 'POST', url: `${base}/submit`, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t?.close());

describe('reading menus', () => {
  it('lazy-list answers the children of a parent with hasChildren, sorted', async () => {
    const res = await t.as(admin, { method: 'GET', url: `${base}/lazy-list?parentId=0` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { parentId: string; sort: number; hasChildren: boolean; code: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.parentId === '0')).toBe(true);
    expect(rows.map((r) => r.sort)).toEqual([...rows.map((r) => r.sort)].sort((a, b) => a - b));
    expect(rows.find((r) => r.code === 'system')?.hasChildren).toBe(true);
    expect(rows.find((r) => r.code === 'home')?.hasChildren).toBe(false);
    const system = await t.as(admin, { method: 'GET', url: `${base}/lazy-list?parentId=${await menuId('menu')}` });
    const buttons = system.json().data as { code: string; category: number; hasChildren: boolean }[];
    expect(buttons.map((b) => b.code)).toContain('menu_add');
    expect(buttons.every((b) => b.category === 2 && !b.hasChildren)).toBe(true);
  });

  it('lazy-list with a filter answers matches from every level', async () => {
    const res = await t.as(admin, { method: 'GET', url: `${base}/lazy-list?parentId=0&code=menu_` });
    const rows = res.json().data as { code: string; parentId: string }[];
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['menu_add', 'menu_edit', 'menu_delete']));
    expect(rows.every((r) => r.code.includes('menu_'))).toBe(true);
  });

  it('list answers the whole tree; tree answers menus only', async () => {
    const list = (await t.as(admin, { method: 'GET', url: `${base}/list` })).json().data as { children: unknown[] }[];
    expect(list.some((n) => n.children.length > 0)).toBe(true);
    const tree = (await t.as(admin, { method: 'GET', url: `${base}/tree` })).json().data;
    const flat = JSON.stringify(tree);
    expect(flat).toContain('菜单管理');
    expect(flat).not.toContain(`"title":"新增菜单"`);
    expect(tree[0]).toMatchObject({ key: tree[0].id, value: tree[0].id, title: expect.any(String) });
  });

  it('detail answers parentName, and 404 for a missing menu', async () => {
    const id = await menuId('menu_add');
    const res = await t.as(admin, { method: 'GET', url: `${base}/detail?id=${id}` });
    expect(res.json().data).toMatchObject({ code: 'menu_add', parentName: '菜单管理' });
    const missing = await t.as(admin, { method: 'GET', url: `${base}/detail?id=999999999` });
    expectRefusal(missing, 404, 'access.not_found', '数据不存在或无权查看');
  });
});

describe('submitting a menu', () => {
  it('asks for every required field with the spec message', async () => {
    for (const [field, message] of Object.entries({
      name: menuMessages.name,
      path: menuMessages.path,
      source: menuMessages.source,
      code: menuMessages.code,
      category: menuMessages.category,
      alias: menuMessages.alias,
      sort: menuMessages.sort,
    })) {
      const res = await submit(admin, form({ [field]: '' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().msg, field).toBe(message);
    }
  });

  it('asks for the button action for buttons only', async () => {
    const button = await submit(admin, form({ category: 2, code: 'test_btn' }));
    expect(button.statusCode).toBe(400);
    expect(button.json().msg).toBe(menuMessages.action);
    expect((await submit(admin, form({ code: 'test_no_action' }))).statusCode).toBe(200);
    expect((await submit(admin, form({ category: 2, code: 'test_btn', action: 1 }))).statusCode).toBe(200);
  });

  it('creates, updates and refuses a duplicate code', async () => {
    const created = await submit(admin, form({ code: 'test_crud', parentId: await menuId('menu') }));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    const dup = await submit(admin, form({ code: 'test_crud' }));
    expectRefusal(dup, 400, 'menu.code_taken', menuMessages.codeTaken);
    const updated = await submit(admin, form({ id, code: 'test_crud', name: '改过的菜单', category: 1 }));
    expect(updated.statusCode).toBe(200);
    const detail = (await t.as(admin, { method: 'GET', url: `${base}/detail?id=${id}` })).json().data;
    expect(detail).toMatchObject({ name: '改过的菜单', parentId: '0', isOpen: 1 });
  });

  it('refuses itself, a descendant or a button as parent', async () => {
    const parent = (await submit(admin, form({ code: 'test_cycle_a' }))).json().data.id as string;
    const child = (await submit(admin, form({ code: 'test_cycle_b', parentId: parent }))).json().data.id as string;
    for (const parentId of [parent, child, await menuId('menu_add')]) {
      const res = await submit(admin, form({ id: parent, code: 'test_cycle_a', parentId }));
      expectRefusal(res, 400, 'menu.bad_parent', menuMessages.badParent);
    }
  });

  it('answers 404 when updating a missing menu', async () => {
    expectRefusal(await submit(admin, form({ id: '999999999', code: 'test_missing' })), 404, 'access.not_found');
  });
});

describe('removing menus', () => {
  it('refuses a menu with children, removes it with them, frees the code and drops grants and scopes', async () => {
    const parent = (await submit(admin, form({ code: 'test_rm_a' }))).json().data.id as string;
    const child = (await submit(admin, form({ code: 'test_rm_b', parentId: parent }))).json().data.id as string;
    const roleId = await createRole(t.ctx.db, { alias: 'rm_role', menuCodes: ['test_rm_a', 'test_rm_b'] });
    const [scope] = await t.ctx.db
      .insert(apiScope)
      .values({ menuId: parent, resourceCode: 'x', scopeName: 'x', scopePath: '/api/x/**' })
      .returning({ id: apiScope.id });
    await t.ctx.db.insert(roleScope).values({ roleId, scopeId: scope!.id, scopeCategory: 2 });

    const refused = await t.as(admin, { method: 'POST', url: `${base}/remove?ids=${parent}` });
    expectRefusal(refused, 400, 'menu.has_children', '请先删除子节点!');
    expect((await t.as(admin, { method: 'POST', url: `${base}/remove?ids=${parent},999999999` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'POST', url: `${base}/remove`, payload: {} })).json().msg).toBe(
      '请选择至少一条数据!',
    );

    const removed = await t.as(admin, {
      method: 'POST',
      url: `${base}/remove`,
      payload: { ids: `${parent},${child}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.as(admin, { method: 'GET', url: `${base}/detail?id=${parent}` })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(roleScope).where(eq(roleScope.roleId, roleId))).toHaveLength(0);
    const [s] = await t.ctx.db.select().from(apiScope).where(eq(apiScope.id, scope!.id));
    expect(s!.isDeleted).toBe(1);
    expect((await submit(admin, form({ code: 'test_rm_a' }))).statusCode).toBe(200);
  });
});

describe('who may change menus', () => {
  it('a tenant-100001 administrator gets 403 on every menu and scope change', async () => {
    await createTenant(t.ctx.db, '100001');
    const roleId = await createRole(t.ctx.db, {
      tenantId: '100001',
      alias: 'administrator',
      menuCodes: ['menu', 'menu_add', 'menu_edit', 'menu_delete', 'api_scope_setting', 'data_scope_setting'],
    });
    await createUser(t.ctx.db, 'admin100001', { tenantId: '100001', roleIds: [roleId] });
    const other = await t.login('admin100001', undefined, '100001');
    const id = await menuId('menu');
    expect((await t.as(other, { method: 'GET', url: `${base}/lazy-list?parentId=0` })).statusCode).toBe(200);
    const apiBody = { menuId: id, scopeName: 'n', resourceCode: 'r', scopePath: '/api/x', scopeType: 1, id };
    const dataBody = {
      menuId: id,
      scopeName: 'n',
      resourceCode: 'r',
      scopeColumn: 'c',
      scopeType: 1,
      scopeClass: 'c',
      id,
    };
    const calls: [string, object | undefined][] = [
      [`${base}/submit`, form({ code: 'test_other' })],
      [`${base}/submit`, form({ id, code: 'menu' })],
      [`${base}/remove?ids=${id}`, undefined],
      ...(['api-scope', 'data-scope'] as const).flatMap((k): [string, object | undefined][] => [
        ...['submit', 'save', 'update'].map((v): [string, object] => [
          `/api/kc-system/${k}/${v}`,
          k === 'api-scope' ? apiBody : dataBody,
        ]),
        [`/api/kc-system/${k}/remove?ids=${id}`, undefined],
      ]),
    ];
    for (const [url, payload] of calls) {
      const res = await t.as(other, { method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a user with menu_add only may not edit (403), and a user without grants gets 403', async () => {
    const roleId = await createRole(t.ctx.db, { alias: 'menu_adder', menuCodes: ['menu', 'menu_add'] });
    await createUser(t.ctx.db, 'adder', { roleIds: [roleId] });
    const adder = await t.login('adder');
    expect((await submit(adder, form({ code: 'test_adder' }))).statusCode).toBe(200);
    const edit = await submit(adder, form({ id: await menuId('test_adder'), code: 'test_adder' }));
    expectRefusal(edit, 403, 'access.forbidden', '无权执行此操作');
    expect((await submit(await t.login('shipper'), form({ code: 'test_shipper' }))).statusCode).toBe(403);
  });
});

describe('a menu change applies at once', () => {
  it('a renamed menu shows in the next menu/routes of a user holding it', async () => {
    const roleId = await createRole(t.ctx.db, { alias: 'dict_reader', menuCodes: ['dict'] });
    await createUser(t.ctx.db, 'reader', { roleIds: [roleId] });
    const reader = await t.login('reader');
    const names = async () =>
      JSON.stringify((await t.as(reader, { method: 'GET', url: `${base}/routes` })).json().data);
    expect(await names()).toContain('业务字典');
    const id = await menuId('dict');
    const detail = (await t.as(admin, { method: 'GET', url: `${base}/detail?id=${id}` })).json().data;
    const res = await submit(admin, { ...detail, name: '业务字典改名' });
    expect(res.statusCode).toBe(200);
    expect(await names()).toContain('业务字典改名');
    const [row] = await t.ctx.db
      .select({ name: menu.name })
      .from(menu)
      .where(and(eq(menu.id, id)));
    expect(row!.name).toBe('业务字典改名');
  });
});

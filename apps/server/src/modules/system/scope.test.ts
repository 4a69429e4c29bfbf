import { scopeMessages } from '@kc/domain/system/scope';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createRole, createUser } from '../../test/users';
import { menu, roleScope } from './system.table';

let t: TestApp;
let admin: Session;
let dictMenu: string;

const menuId = async (code: string) =>
  (await t.ctx.db.select({ id: menu.id }).from(menu).where(eq(menu.code, code)))[0]!.id;

const apiForm = (over: Record<string, unknown> = {}) => ({
  menuId: dictMenu,
  scopeName: '业务字典接口',
  resourceCode: 'dict_biz_api',
  scopePath: '/api/kc-system/dict-biz/**',
  scopeType: 1,
  ...over,
});

const dataForm = (over: Record<string, unknown> = {}) => ({
  menuId: dictMenu,
  scopeName: '本人可见',
  resourceCode: 'dict_biz',
  scopeColumn: 'create_user',
  scopeType: 2,
  scopeClass: 'DictBiz',
  ...over,
});

/** A user whose role holds the dict menu (and may read the business dictionary list). */
const dictUser = async (account: string) => {
  const roleId = await createRole(t.ctx.db, { alias: `${account}_role`, menuCodes: ['dict', 'dict_view'] });
  await createUser(t.ctx.db, account, { roleIds: [roleId] });
  return { roleId, token: await t.login(account) };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  dictMenu = await menuId('dict');
});
afterAll(async () => t?.close());

describe('API scopes', () => {
  it('checks the form with the spec messages', async () => {
    const empty = await admin.post('/api/kc-system/api-scope/submit', { menuId: dictMenu });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请输入权限名称');
    for (const [field, message] of [
      ['resourceCode', '请输入权限编号'],
      ['scopePath', '请输入权限路径'],
      ['scopeType', '请选择接口类型'],
    ]) {
      const res = await admin.post('/api/kc-system/api-scope/submit', apiForm({ [field]: '' }));
      expect(res.json().msg, field).toBe(message);
    }
    const path = await admin.post('/api/kc-system/api-scope/submit', apiForm({ scopePath: '/kc-system/x' }));
    expect(path.json().msg).toBe(scopeMessages.apiPathPrefix);
    const noMenu = await admin.post('/api/kc-system/api-scope/submit', apiForm({ menuId: '999999999' }));
    expectRefusal(noMenu, 400, 'scope.menu_missing', scopeMessages.menuMissing);
  });

  it('saves, lists by menu, shows, updates and removes', async () => {
    const saved = await admin.post('/api/kc-system/api-scope/save', apiForm({ scopePath: '/api/kc-system/nothing' }));
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data.id as string;
    const list = await admin.as({ method: 'GET', url: `/api/kc-system/api-scope/list?menuId=${dictMenu}` });
    expect(list.json().data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(list.json().data.records[0]).toMatchObject({ id, scopePath: '/api/kc-system/nothing' });
    const none = await admin.as({
      method: 'GET',
      url: `/api/kc-system/api-scope/list?menuId=${dictMenu}&scopeName=不存在`,
    });
    expect(none.json().data.total).toBe(0);
    const missingMenu = await admin.as({ method: 'GET', url: '/api/kc-system/api-scope/list' });
    expect(missingMenu.statusCode).toBe(400);

    const updated = await admin.post('/api/kc-system/api-scope/update', apiForm({ id, scopeName: '改名' }));
    expect(updated.statusCode).toBe(200);
    const noId = await admin.post('/api/kc-system/api-scope/update', apiForm());
    expectRefusal(noId, 400, 'scope.id_required', 'id 不能为空');
    const detail = await admin.as({ method: 'GET', url: `/api/kc-system/api-scope/detail?id=${id}` });
    expect(detail.json().data).toMatchObject({ id, scopeName: '改名', menuId: dictMenu });
    const missing = await admin.post('/api/kc-system/api-scope/submit', apiForm({ id: '999999999' }));
    expectRefusal(missing, 404, 'access.not_found', '数据不存在或无权查看');

    expectRefusal(await admin.post(`/api/kc-system/api-scope/remove?ids=${id},999999999`), 404, 'access.not_found');
    expect((await admin.post(`/api/kc-system/api-scope/remove?ids=${id}`)).statusCode).toBe(200);
    expect((await admin.as({ method: 'GET', url: `/api/kc-system/api-scope/detail?id=${id}` })).statusCode).toBe(404);
  });

  it('a scope on a path closes it to roles not granted the scope, at once', async () => {
    const { roleId, token } = await dictUser('scoped_api');
    const list = () => t.as(token, { method: 'GET', url: '/api/kc-system/dict-biz/list' });
    expect((await list()).statusCode).toBe(200);
    const res = await admin.post('/api/kc-system/api-scope/submit', apiForm());
    expect(res.statusCode).toBe(200);
    const scopeId = res.json().data.id as string;
    expect((await list()).statusCode).toBe(403);
    await t.ctx.db.insert(roleScope).values({ roleId, scopeId, scopeCategory: 2 });
    await t.ctx.acl.invalidate();
    expect((await list()).statusCode).toBe(200);
    // Removing the scope opens the path again (and drops the grant).
    expect((await admin.post(`/api/kc-system/api-scope/remove`, { ids: scopeId })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(roleScope).where(eq(roleScope.scopeId, scopeId))).toHaveLength(0);
    expect((await list()).statusCode).toBe(200);
  });
});

describe('data scopes', () => {
  it('checks the form with the spec messages', async () => {
    for (const [field, value, message] of [
      ['scopeName', '', '请输入数据权限名称'],
      ['resourceCode', '', '请输入数据权限编号'],
      ['scopeColumn', '', '请输入权限字段'],
      ['scopeColumn', 'create_user; drop', scopeMessages.columnFormat],
      ['scopeType', '', '请选择规则类型'],
      ['scopeType', 6, '请选择规则类型'],
      ['scopeClass', '', '请输入实体类型'],
      ['scopeType', 5, scopeMessages.scopeValue],
    ] as const) {
      const res = await admin.post('/api/kc-system/data-scope/submit', dataForm({ [field]: value }));
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().msg, `${field}=${value}`).toBe(message);
    }
  });

  it('a rule made through submit narrows the list it names', async () => {
    const { roleId, token } = await dictUser('scoped_data');
    const list = async (tk: string) =>
      (await t.as(tk, { method: 'GET', url: '/api/kc-system/dict-biz/list?size=100' })).json().data.total as number;
    expect(await list(token)).toBeGreaterThan(0);
    const res = await admin.post('/api/kc-system/data-scope/submit', dataForm());
    expect(res.statusCode).toBe(200);
    const scopeId = res.json().data.id as string;
    const detail = await admin.as({ method: 'GET', url: `/api/kc-system/data-scope/detail?id=${scopeId}` });
    expect(detail.json().data).toMatchObject({ scopeField: '*', scopeType: 2, scopeColumn: 'create_user' });
    await t.ctx.db.insert(roleScope).values({ roleId, scopeId, scopeCategory: 1 });
    await t.ctx.acl.invalidate();
    expect(await list(token)).toBe(0);
    expect(await list(admin.token)).toBeGreaterThan(0);
    // Changing the rule to type 1 (all visible) applies at once.
    expect(
      (await admin.post('/api/kc-system/data-scope/update', dataForm({ id: scopeId, scopeType: 1 }))).statusCode,
    ).toBe(200);
    expect(await list(token)).toBeGreaterThan(0);
    const page = await admin.as({ method: 'GET', url: `/api/kc-system/data-scope/list?menuId=${dictMenu}` });
    expect(page.json().data.records.map((r: { id: string }) => r.id)).toContain(scopeId);
    expect((await admin.post(`/api/kc-system/data-scope/remove?ids=${scopeId}`)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(roleScope).where(eq(roleScope.scopeId, scopeId))).toHaveLength(0);
  });

  it('a user without the setting button gets 403', async () => {
    const shipper = await t.login('shipper');
    expect((await t.post(shipper, '/api/kc-system/data-scope/submit', dataForm())).statusCode).toBe(403);
    const url = `/api/kc-system/api-scope/list?menuId=${dictMenu}`;
    expect((await t.as(shipper, { method: 'GET', url })).statusCode).toBe(403);
  });
});

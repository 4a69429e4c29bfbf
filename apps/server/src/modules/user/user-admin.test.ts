import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createTestApp, expectRefusal, md5, type Session, type TestApp } from '../../test/harness';
import { createDept, createRole, createTenant, createUser } from '../../test/users';
import { user } from './user.table';

let t: TestApp;
let admin: Session;
let deptId: string;
let roleA: string;
let roleB: string;
let otherDept: string;
let otherRole: string;
let otherAdmin: Session;

const loginMsg = async (account: string, password: string, tenantId = '000000') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'password', tenantId, username: account, password },
    })
  ).json().msg as string;

const form = (over: Record<string, unknown> = {}) => ({
  account: 'ua-new',
  password: md5('secret1'),
  password2: md5('secret1'),
  realName: '新用户',
  name: '小新',
  phone: '13800138000',
  email: 'new@example.com',
  userType: 3,
  deptId,
  roleIds: roleA,
  ...over,
});

const idOf = async (account: string, tenantId = '000000') =>
  (
    await t.ctx.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.account, account), eq(user.tenantId, tenantId), eq(user.isDeleted, 0)))
  )[0]?.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  const db = t.ctx.db;
  deptId = await createDept(db, { name: '用户测试部' });
  roleA = await createRole(db, { alias: 'ua-a', name: '测试角色A' });
  roleB = await createRole(db, { alias: 'ua-b', name: '测试角色B' });
  await createTenant(db, '100001');
  otherDept = await createDept(db, { tenantId: '100001', name: '他方部门' });
  otherRole = await createRole(db, {
    tenantId: '100001',
    alias: 'ua-admin',
    name: 'tenant admin',
    menuCodes: ['user'],
  });
  await createUser(db, 'ua-t-admin', { tenantId: '100001', roleIds: [otherRole], deptId: otherDept });
  await t.ctx.acl.invalidate();
  otherAdmin = await t.session('ua-t-admin', undefined, '100001');
});
afterAll(() => t.close());

describe('user admin: successful cases', () => {
  it('creates a user who can log in with the given password, and lists it without secrets', async () => {
    expect(await answerOf(admin.post('/api/kc-user/submit', form()))).toMatchObject({ code: 200 });
    await expect(t.login('ua-new', md5('secret1'))).resolves.toBeTruthy();
    const page = await answerOf(admin.get('/api/kc-user/page?account=ua-new'));
    expect(page.data.total).toBe(1);
    const rec = page.data.records[0];
    expect(rec).toMatchObject({
      account: 'ua-new',
      realName: '新用户',
      tenantId: '000000',
      deptId,
      deptName: '用户测试部',
      roleIds: roleA,
      roleName: '测试角色A',
      userType: 3,
      status: 1,
    });
    expect(rec.passwordHash).toBeUndefined();
    expect(rec.tokenVersion).toBeUndefined();
    expect(rec.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('answers the detail and filters the page', async () => {
    const id = await idOf('ua-new');
    const d = await answerOf(admin.get(`/api/kc-user/detail?id=${id}`));
    expect(d.data).toMatchObject({ id, account: 'ua-new', phone: '13800138000', email: 'new@example.com' });
    const byName = await answerOf(admin.get('/api/kc-user/page?realName=新用&userType=3'));
    expect(byName.data.records.map((r: { account: string }) => r.account)).toEqual(['ua-new']);
    const byDept = await answerOf(admin.get(`/api/kc-user/page?deptId=${deptId}`));
    expect(byDept.data.records.map((r: { account: string }) => r.account)).toEqual(['ua-new']);
  });

  it('updates profile and roles without touching the password', async () => {
    const id = await idOf('ua-new');
    const res = await answerOf(
      admin.post('/api/kc-user/update', {
        ...form({ id, realName: '改名', roleIds: [roleA, roleB] }),
      }),
    );
    expect(res.code).toBe(200);
    const d = await answerOf(admin.get(`/api/kc-user/detail?id=${id}`));
    expect(d.data.realName).toBe('改名');
    expect(d.data.roleIds.split(',').sort()).toEqual([roleA, roleB].sort());
    await expect(t.login('ua-new', md5('secret1'))).resolves.toBeTruthy();
    const viaSubmit = await answerOf(
      admin.post('/api/kc-user/submit', {
        id,
        account: 'ua-new',
        realName: '再改',
        userType: 2,
        deptId,
        roleIds: roleB,
      }),
    );
    expect(viaSubmit.code).toBe(200);
    expect((await answerOf(admin.get(`/api/kc-user/detail?id=${id}`))).data).toMatchObject({
      realName: '再改',
      userType: 2,
    });
  });

  it('grants roles to several users', async () => {
    await createUser(t.ctx.db, 'ua-g1', { deptId });
    await createUser(t.ctx.db, 'ua-g2', { deptId });
    const ids = [await idOf('ua-g1'), await idOf('ua-g2')];
    expect(
      await answerOf(admin.post('/api/kc-user/grant', { userIds: ids.join(','), roleIds: `${roleA},${roleB}` })),
    ).toMatchObject({ code: 200 });
    const page = await answerOf(admin.get('/api/kc-user/page?account=ua-g'));
    for (const r of page.data.records) expect(r.roleName.split(',').sort()).toEqual(['测试角色A', '测试角色B']);
    const viaQuery = await admin.as({
      method: 'POST',
      url: `/api/kc-user/grant?userIds=${ids[0]}&roleIds=${roleB}`,
    });
    expect(viaQuery.json().code).toBe(200);
    expect((await answerOf(admin.get(`/api/kc-user/detail?id=${ids[0]}`))).data.roleIds).toBe(roleB);
  });

  it('resets passwords to 123456: the old password fails, 123456 works', async () => {
    await createUser(t.ctx.db, 'ua-reset', { deptId, roleIds: [roleA] });
    const token = await t.login('ua-reset');
    const id = await idOf('ua-reset');
    const res = await answerOf(admin.post('/api/kc-user/reset-password', { userIds: id }));
    expect(res).toMatchObject({ code: 200, msg: '操作成功' });
    expect(await loginMsg('ua-reset', md5('demo123456'))).toBe('账号或密码错误');
    await expect(t.login('ua-reset', md5('123456'))).resolves.toBeTruthy();
    expect((await t.as(token, { method: 'GET', url: '/api/kc-user/info' })).statusCode).toBe(401);
    const viaQuery = await admin.as({ method: 'POST', url: `/api/kc-user/reset-password?userIds=${id}` });
    expect(viaQuery.json().code).toBe(200);
  });

  it('a reset ends the refresh tokens of every session of the user', async () => {
    await createUser(t.ctx.db, 'ua-reset-refresh', { deptId, roleIds: [roleA] });
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/kc-auth/oauth/token',
        payload: {
          grant_type: 'password',
          tenantId: '000000',
          username: 'ua-reset-refresh',
          password: md5('demo123456'),
        },
      })
    ).json().data;
    const id = await idOf('ua-reset-refresh');
    expect(await answerOf(admin.post('/api/kc-user/reset-password', { userIds: id }))).toMatchObject({ code: 200 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kc-auth/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expectRefusal(res, 401, 'auth.refresh_invalid', '登录已失效，请重新登录');
  });

  it('a disabled user cannot log in and their sessions end', async () => {
    await createUser(t.ctx.db, 'ua-off', { deptId, roleIds: [roleA] });
    const token = await t.login('ua-off');
    const id = await idOf('ua-off');
    const res = await answerOf(admin.post('/api/kc-user/submit', form({ id, account: 'ua-off', status: 0 })));
    expect(res.code).toBe(200);
    expect(await loginMsg('ua-off', md5('demo123456'))).toBe('账号已被停用，请联系管理员');
    expect((await t.as(token, { method: 'GET', url: '/api/kc-user/info' })).statusCode).toBe(401);
  });

  it('removes users softly: they cannot log in and the account can be used again', async () => {
    await createUser(t.ctx.db, 'ua-gone', { deptId, roleIds: [roleA] });
    const id = await idOf('ua-gone');
    expect(await answerOf(admin.post('/api/kc-user/remove', { ids: id }))).toMatchObject({ code: 200 });
    expect((await admin.as({ method: 'GET', url: `/api/kc-user/detail?id=${id}` })).statusCode).toBe(404);
    expect(await loginMsg('ua-gone', md5('demo123456'))).toBe('账号或密码错误');
    const [row] = await t.ctx.db.select().from(user).where(eq(user.id, id!));
    expect(row).toMatchObject({ isDeleted: 1, account: `ua-gone~${id}` });
    expect(await answerOf(admin.post('/api/kc-user/submit', form({ account: 'ua-gone' })))).toMatchObject({
      code: 200,
    });
  });

  it('lists enterprises for the form select', async () => {
    const res = await answerOf(admin.get('/api/kc-user/enterprise-select'));
    expect(res.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.data[0]).sort()).toEqual(['id', 'isPerson', 'name', 'type']);
    const one = res.data[0];
    const byName = await answerOf(admin.get(`/api/kc-user/enterprise-select?name=${encodeURIComponent(one.name)}`));
    expect(byName.data.map((e: { id: string }) => e.id)).toContain(one.id);
    expect((await answerOf(otherAdmin.get('/api/kc-user/enterprise-select'))).data).toEqual([]);
  });
});

describe('user admin: failing cases', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['account missing', { account: undefined }, 'user.account_required', '请输入登录账号'],
    ['account characters', { account: 'a b' }, 'user.account_invalid', '账号只能包含字母、数字、下划线、点、@ 和 -'],
    ['password missing', { password: undefined }, 'user.password_required', '请输入密码'],
    ['password2 missing', { password2: undefined }, 'user.password2_required', '请再次输入密码'],
    ['passwords differ', { password2: md5('other') }, 'user.passwords_differ', '两次输入密码不一致!'],
    ['realName missing', { realName: '' }, 'user.real_name_required', '请输入用户姓名'],
    ['phone format', { phone: '12345' }, 'user.phone_invalid', '手机号格式错误'],
    ['email format', { email: 'nope' }, 'user.email_invalid', '邮箱格式错误'],
    ['userType missing', { userType: undefined }, 'user.user_type_required', '请选择用户类型'],
    ['deptId missing', { deptId: undefined }, 'user.dept_required', '请选择所属部门'],
    ['roleIds missing', { roleIds: '' }, 'user.roles_required', '请选择所属角色'],
    ['dept unknown', { deptId: '999999999' }, 'user.dept_missing', '所属部门不存在'],
    ['role unknown', { roleIds: '999999999' }, 'user.role_missing', '所属角色不存在'],
    ['enterprise unknown', { postId: '999999999' }, 'user.enterprise_missing', '所属企业不存在'],
  ];
  it.each(cases)('%s', async (_name, over, reason, msg) => {
    expectRefusal(await admin.post('/api/kc-user/submit', form({ account: 'ua-bad', ...over })), 400, reason, msg);
  });

  it('refuses another tenant’s dept and roles', async () => {
    const dept = await admin.post('/api/kc-user/submit', form({ account: 'ua-x', deptId: otherDept }));
    expectRefusal(dept, 400, 'user.dept_missing', '所属部门不存在');
    const roles = await admin.post('/api/kc-user/submit', form({ account: 'ua-x', roleIds: otherRole }));
    expectRefusal(roles, 400, 'user.role_missing', '所属角色不存在');
  });

  it('keeps accounts unique per tenant, and allows the same account in another tenant', async () => {
    await answerOf(admin.post('/api/kc-user/submit', form({ account: 'ua-dup' })));
    const again = await admin.post('/api/kc-user/submit', form({ account: 'ua-dup' }));
    expectRefusal(again, 400, 'user.account_taken', '当前用户 [ua-dup] 已存在!');
    const id = await idOf('ua-new');
    const rename = await admin.post('/api/kc-user/update', form({ id, account: 'ua-dup' }));
    expectRefusal(rename, 400, 'user.account_taken', '当前用户 [ua-dup] 已存在!');
    const other = await answerOf(
      otherAdmin.post('/api/kc-user/submit', form({ account: 'ua-dup', deptId: otherDept, roleIds: otherRole })),
    );
    expect(other.code).toBe(200);
    expect(await idOf('ua-dup', '100001')).toBeTruthy();
  });

  it('update needs an id; detail of a missing user is 404', async () => {
    expectRefusal(await admin.post('/api/kc-user/update', form()), 400, 'user.id_required', 'id 不能为空');
    const missing = await admin.as({ method: 'GET', url: '/api/kc-user/detail?id=999999999' });
    expectRefusal(missing, 404, 'access.not_found', '数据不存在或无权查看');
  });

  it('refuses removing yourself and empty selections', async () => {
    const self = await idOf('admin');
    const selfRemoval = await admin.post('/api/kc-user/remove', { ids: `${self}` });
    expectRefusal(selfRemoval, 400, 'user.remove_self', '不能删除当前登录账号');
    expect((await answerOf(admin.post('/api/kc-user/remove', { ids: '' }))).msg).toBe('请选择至少一条数据!');
    const none = '请选择至少一条数据!';
    expectRefusal(await admin.post('/api/kc-user/reset-password', {}), 400, 'request.select_at_least_one', none);
    const uid = await idOf('ua-new');
    expectRefusal(await admin.post('/api/kc-user/grant', { userIds: uid }), 400, 'request.select_at_least_one', none);
    expectRefusal(await admin.post('/api/kc-user/grant', { roleIds: roleA }), 400, 'request.select_at_least_one', none);
    const foreignRole = await admin.post('/api/kc-user/grant', { userIds: uid, roleIds: otherRole });
    expectRefusal(foreignRole, 400, 'user.role_missing', '所属角色不存在');
  });
});

describe('user admin: tenants', () => {
  it('another tenant’s administrator gets 404 for every 000000 user and never lists them', async () => {
    const id = (await idOf('ua-new'))!;
    const status = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await otherAdmin.as({ method, url, payload })).statusCode;
    expect(await status('GET', `/api/kc-user/detail?id=${id}`)).toBe(404);
    const edit = form({ id, deptId: otherDept, roleIds: otherRole });
    expect(await status('POST', '/api/kc-user/update', edit)).toBe(404);
    expect(await status('POST', '/api/kc-user/submit', edit)).toBe(404);
    expect(await status('POST', '/api/kc-user/remove', { ids: id })).toBe(404);
    expect(await status('POST', '/api/kc-user/reset-password', { userIds: id })).toBe(404);
    expect(await status('POST', '/api/kc-user/grant', { userIds: id, roleIds: otherRole })).toBe(404);
    const page = await answerOf(otherAdmin.get('/api/kc-user/page?size=100&tenantId=000000'));
    expect(page.data.records.every((r: { tenantId: string }) => r.tenantId === '100001')).toBe(true);
    expect(page.data.records.map((r: { account: string }) => r.account)).toContain('ua-t-admin');
    expect((await answerOf(admin.get(`/api/kc-user/detail?id=${id}`))).data.realName).toBe('再改');
  });

  it('a removal naming one foreign id changes nothing', async () => {
    const mine = (await idOf('ua-t-admin', '100001'))!;
    await createUser(t.ctx.db, 'ua-t-two', { tenantId: '100001', deptId: otherDept });
    const two = (await idOf('ua-t-two', '100001'))!;
    const foreign = (await idOf('ua-new'))!;
    expect(
      (await otherAdmin.as({ method: 'POST', url: '/api/kc-user/remove', payload: { ids: `${two},${foreign}` } }))
        .statusCode,
    ).toBe(404);
    expect(await idOf('ua-t-two', '100001')).toBe(two);
    expect(mine).toBeTruthy();
  });
});

describe('user admin: tenant mode', () => {
  let tm: TestApp;
  beforeAll(async () => {
    tm = await createTestApp({ TENANT_MODE: 'true' });
    await createTenant(tm.ctx.db, '100002');
    const d = await createDept(tm.ctx.db, { tenantId: '100002', name: '租户部门' });
    await createUser(tm.ctx.db, 'ua-tm-user', { tenantId: '100002', deptId: d });
  });
  afterAll(() => tm.close());

  it('the top administrator sees every tenant’s users and can filter by tenant', async () => {
    const token = await tm.login('admin');
    const all = (await tm.as(token, { method: 'GET', url: '/api/kc-user/page?size=200' })).json().data.records;
    const tenants = new Set(all.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants).toEqual(new Set(['000000', '100002']));
    const only = (await tm.as(token, { method: 'GET', url: '/api/kc-user/page?tenantId=100002' })).json().data;
    expect(only.records.map((r: { account: string }) => r.account)).toEqual(['ua-tm-user']);
    expect(only.records[0].tenantName).toBe('租户100002');
  });
});

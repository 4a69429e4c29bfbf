import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createDept, createRole, createTenant, createUser } from '../../test/users';
import { dept } from './system.table';

let t: TestApp;
let admin: string;
let other: string;
let rootId: string;

const list = (token: string, query = '') => t.as(token, { method: 'GET', url: `/api/kc-system/dept/list${query}` });
const submit = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: '/api/kc-system/dept/submit', payload });
const remove = (token: string, ids: string) =>
  t.as(token, { method: 'POST', url: '/api/kc-system/dept/remove', payload: { ids } });
const ancestorsOf = async (id: string) =>
  (await t.ctx.db.select({ a: dept.ancestors }).from(dept).where(eq(dept.id, id)))[0]?.a;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rootId = (await list(admin)).json().data[0].id;
  await createTenant(t.ctx.db, '100001');
  const roleId = await createRole(t.ctx.db, { tenantId: '100001', alias: 'dept_admin', menuCodes: ['dept'] });
  await createUser(t.ctx.db, 'dept-other', { tenantId: '100001', roleIds: [roleId] });
  other = await t.login('dept-other', undefined, '100001');
});
afterAll(async () => t?.close());

describe('department admin: successful cases', () => {
  it('lists the tenant tree with parent names and searches flat by name', async () => {
    const a = (await submit(admin, { deptName: '华东分部', parentId: rootId, sort: 2 })).json().data.id;
    await submit(admin, { deptName: '上海仓', parentId: a, sort: '1' });
    const tree = (await list(admin)).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ deptName: '平台运营中心', parentId: '0', tenantId: '000000' });
    const east = tree[0].children.find((c: { id: string }) => c.id === a);
    expect(east).toMatchObject({ parentName: '平台运营中心', sort: 2 });
    expect(east.children[0]).toMatchObject({ deptName: '上海仓', parentName: '华东分部' });
    const found = (await list(admin, `?deptName=${encodeURIComponent('上海')}`)).json().data;
    expect(found).toEqual([expect.objectContaining({ deptName: '上海仓', parentName: '华东分部' })]);
    expect(found[0].children).toBeUndefined();
  });

  it('answers the select tree, the detail and the ancestors of a new department', async () => {
    const id = (await submit(admin, { deptName: '财务部', parentId: rootId, sort: 3 })).json().data.id;
    expect(await ancestorsOf(id)).toBe(`0,${rootId}`);
    const tree = (await t.as(admin, { method: 'GET', url: '/api/kc-system/dept/tree' })).json().data;
    expect(tree[0]).toMatchObject({ id: rootId, key: rootId, value: rootId, title: '平台运营中心' });
    expect(tree[0].children.map((c: { title: string }) => c.title)).toContain('财务部');
    const detail = await t.as(admin, { method: 'GET', url: `/api/kc-system/dept/detail?id=${id}` });
    expect(detail.json().data).toMatchObject({ id, deptName: '财务部', parentId: rootId, parentName: '平台运营中心' });
  });

  it('rewrites the ancestors of every descendant when a department moves', async () => {
    const a = (await submit(admin, { deptName: 'A', parentId: rootId, sort: 1 })).json().data.id;
    const b = (await submit(admin, { deptName: 'B', parentId: a, sort: 1 })).json().data.id;
    const c = (await submit(admin, { deptName: 'C', parentId: b, sort: 1 })).json().data.id;
    const target = (await submit(admin, { deptName: 'T', parentId: rootId, sort: 1 })).json().data.id;
    const moved = await submit(admin, { id: b, deptName: 'B', parentId: target, sort: 1 });
    expect(moved.json()).toMatchObject({ code: 200 });
    expect(await ancestorsOf(b)).toBe(`0,${rootId},${target}`);
    expect(await ancestorsOf(c)).toBe(`0,${rootId},${target},${b}`);
    await submit(admin, { id: b, deptName: 'B', sort: 1 });
    expect(await ancestorsOf(b)).toBe('0');
    expect(await ancestorsOf(c)).toBe(`0,${b}`);
  });

  it('soft-deletes a department with its children removed together', async () => {
    const a = (await submit(admin, { deptName: '待删', parentId: rootId, sort: 1 })).json().data.id;
    const b = (await submit(admin, { deptName: '待删子', parentId: a, sort: 1 })).json().data.id;
    expect((await remove(admin, `${a},${b}`)).json()).toMatchObject({ code: 200 });
    const [row] = await t.ctx.db.select().from(dept).where(eq(dept.id, a));
    expect(row?.isDeleted).toBe(1);
    expect((await t.as(admin, { method: 'GET', url: `/api/kc-system/dept/detail?id=${a}` })).statusCode).toBe(404);
  });
});

describe('department admin: failing cases', () => {
  it('requires a name and a sort', async () => {
    expect((await submit(admin, { sort: 1 })).json()).toMatchObject({ code: 400, msg: '请输入机构名称' });
    expect((await submit(admin, { deptName: ' ', sort: 1 })).json()).toMatchObject({ msg: '请输入机构名称' });
    expect((await submit(admin, { deptName: 'x' })).json()).toMatchObject({ code: 400, msg: '请输入机构排序' });
    expect((await submit(admin, { deptName: 'x'.repeat(51), sort: 1 })).statusCode).toBe(400);
  });

  it('refuses itself or a descendant as the parent', async () => {
    const a = (await submit(admin, { deptName: '父', parentId: rootId, sort: 1 })).json().data.id;
    const b = (await submit(admin, { deptName: '子', parentId: a, sort: 1 })).json().data.id;
    const msg = '上级机构不能选择自身或其下级';
    expectRefusal(
      await submit(admin, { id: a, deptName: '父', parentId: a, sort: 1 }),
      400,
      'dept.parent_invalid',
      msg,
    );
    expectRefusal(
      await submit(admin, { id: a, deptName: '父', parentId: b, sort: 1 }),
      400,
      'dept.parent_invalid',
      msg,
    );
    expect(await ancestorsOf(a)).toBe(`0,${rootId}`);
  });

  it('refuses to remove a department with children or users', async () => {
    const a = (await submit(admin, { deptName: '有子', parentId: rootId, sort: 1 })).json().data.id;
    const b = (await submit(admin, { deptName: '子机构', parentId: a, sort: 1 })).json().data.id;
    expectRefusal(await remove(admin, a), 400, 'dept.has_children', '请先删除子节点!');
    await createUser(t.ctx.db, 'dept-member', { deptId: b });
    expectRefusal(await remove(admin, b), 400, 'dept.has_users', '机构「子机构」下仍有用户，不能删除');
    expect((await remove(admin, '')).json()).toMatchObject({ code: 400, msg: '请选择至少一条数据!' });
  });
});

describe('department admin across tenants', () => {
  it('shows another tenant only its own departments', async () => {
    const own = await createDept(t.ctx.db, { tenantId: '100001', name: '租户根' });
    const tree = (await list(other)).json().data;
    expect(tree.map((d: { id: string }) => d.id)).toEqual([own]);
    const picker = (await t.as(other, { method: 'GET', url: '/api/kc-system/dept/tree?tenantId=000000' })).json();
    expect(picker.data.map((d: { id: string }) => d.id)).toEqual([own]);
    expect((await list(other, '?tenantId=000000')).json().data.map((d: { id: string }) => d.id)).toEqual([own]);
  });

  it('answers 404 on detail, update and remove of a 000000 department and changes nothing', async () => {
    const detail = await t.as(other, { method: 'GET', url: `/api/kc-system/dept/detail?id=${rootId}` });
    expectRefusal(detail, 404, 'access.not_found', '数据不存在或无权查看');
    expectRefusal(await submit(other, { id: rootId, deptName: '改名', sort: 1 }), 404, 'access.not_found');
    expectRefusal(await remove(other, rootId), 404, 'access.not_found');
    const [row] = await t.ctx.db.select().from(dept).where(eq(dept.id, rootId));
    expect(row).toMatchObject({ deptName: '平台运营中心', isDeleted: 0 });
  });

  it('does not let another tenant hang a department under a 000000 one', async () => {
    const res = await submit(other, { deptName: '越权', parentId: rootId, sort: 1 });
    expectRefusal(res, 400, 'dept.parent_missing', '上级机构不存在');
    const own = (await submit(other, { deptName: '自建', sort: 1, tenantId: '000000' })).json().data;
    expect(own.tenantId).toBe('100001');
  });

  it('refuses department admin to a user without the grant', async () => {
    await createUser(t.ctx.db, 'dept-nogrant');
    const token = await t.login('dept-nogrant');
    expect((await list(token)).statusCode).toBe(403);
  });
});

describe('department admin in tenant mode', () => {
  let tm: TestApp;
  beforeAll(async () => {
    tm = await createTestApp({ TENANT_MODE: 'true' });
  });
  afterAll(async () => tm?.close());

  it('lets the top administrator list and add another tenant’s departments', async () => {
    await createTenant(tm.ctx.db, '100002');
    const theirs = await createDept(tm.ctx.db, { tenantId: '100002', name: '子租户根' });
    const top = await tm.login('admin');
    const all = (await tm.as(top, { method: 'GET', url: '/api/kc-system/dept/list' })).json().data;
    expect(all.map((d: { tenantId: string }) => d.tenantId).sort()).toEqual(['000000', '100002']);
    const one = await tm.as(top, { method: 'GET', url: '/api/kc-system/dept/list?tenantId=100002' });
    expect(one.json().data.map((d: { id: string }) => d.id)).toEqual([theirs]);
    const payload = { deptName: '子租户分部', parentId: theirs, sort: 1, tenantId: '100002' };
    const added = await tm.as(top, { method: 'POST', url: '/api/kc-system/dept/submit', payload });
    expect(added.json().data).toMatchObject({ tenantId: '100002', ancestors: `0,${theirs}` });
  });
});

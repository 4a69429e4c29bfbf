import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDept, createRole, createUser } from '../../test/users';
import { dataScope, menu, roleScope } from '../system/system.table';
import { user } from './user.table';

/**
 * spec 1 §9 data-scope types, proved on the real user list (resource code 'user'):
 *   HQ ─┬─ East ── EastSub
 *       └─ West
 * ds-hq (dept HQ) and ds-east (dept East) were created by vw-own from East; ds-eastsub (dept EastSub) and
 * ds-west (dept West) by vw-union from West.
 */
let t: TestApp;
let userMenuId: string;
const dept: Record<'hq' | 'east' | 'eastSub' | 'west', string> = { hq: '', east: '', eastSub: '', west: '' };
let seq = 0;

type Rule = { column: string; type: number; value?: string };

/** A role holding the 'user' screen and one data-scope rule on 'user' (none: no rule at all). */
const scopedRole = async (rule?: Rule) => {
  seq += 1;
  const roleId = await createRole(t.ctx.db, { alias: `ds-role-${seq}`, menuCodes: ['user'] });
  if (rule) {
    const [s] = await t.ctx.db
      .insert(dataScope)
      .values({
        menuId: userMenuId,
        resourceCode: 'user',
        scopeName: `规则${seq}`,
        scopeClass: 'User',
        scopeField: '*',
        scopeColumn: rule.column,
        scopeType: rule.type,
        scopeValue: rule.value ?? null,
      })
      .returning({ id: dataScope.id });
    await t.ctx.db.insert(roleScope).values({ roleId, scopeId: s!.id, scopeCategory: 1 });
  }
  return roleId;
};

const viewer = async (account: string, deptId: string, rules: (Rule | undefined)[]) => {
  const roleIds = [];
  for (const r of rules) roleIds.push(await scopedRole(r));
  return createUser(t.ctx.db, account, { deptId, roleIds, userType: 1 });
};

const target = async (account: string, deptId: string, creator: string, creatorDept: string) => {
  const id = await createUser(t.ctx.db, account, { deptId });
  await t.ctx.db.update(user).set({ createUser: creator, createDept: creatorDept }).where(eq(user.id, id));
};

const visible = async (account: string) => {
  await t.ctx.acl.invalidate();
  const token = await t.login(account);
  const res = await t.as(token, { method: 'GET', url: '/api/kc-user/page?account=ds-&size=100' });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.records.map((r: { account: string }) => r.account)
    .sort();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  [{ id: userMenuId }] = (await db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'user'))) as [{ id: string }];
  dept.hq = await createDept(db, { name: 'HQ' });
  dept.east = await createDept(db, { name: 'East', parentId: dept.hq });
  dept.eastSub = await createDept(db, { name: 'EastSub', parentId: dept.east });
  dept.west = await createDept(db, { name: 'West', parentId: dept.hq });
  const own = await viewer('vw-own', dept.east, [{ column: 'create_user', type: 2 }]);
  const union = await viewer('vw-union', dept.west, [
    { column: 'create_user', type: 2 },
    { column: 'dept_id', type: 3 },
  ]);
  await target('ds-hq', dept.hq, own, dept.east);
  await target('ds-east', dept.east, own, dept.east);
  await target('ds-eastsub', dept.eastSub, union, dept.west);
  await target('ds-west', dept.west, union, dept.west);
});
afterAll(() => t.close());

const everyone = ['ds-east', 'ds-eastsub', 'ds-hq', 'ds-west'];

describe('data scope on the user list', () => {
  it('type 1 sees every user of the tenant', async () => {
    await viewer('vw-all', dept.east, [{ column: 'dept_id', type: 1 }]);
    expect(await visible('vw-all')).toEqual(everyone);
  });

  it('type 2 (create_user) sees only the rows the viewer created', async () => {
    expect(await visible('vw-own')).toEqual(['ds-east', 'ds-hq']);
  });

  it('type 3 sees only the viewer’s own department (dept_id, or create_dept)', async () => {
    await viewer('vw-dept', dept.east, [{ column: 'dept_id', type: 3 }]);
    expect(await visible('vw-dept')).toEqual(['ds-east']);
    await viewer('vw-cdept', dept.east, [{ column: 'create_dept', type: 3 }]);
    expect(await visible('vw-cdept')).toEqual(['ds-east', 'ds-hq']);
  });

  it('type 4 sees the department and its children, not its siblings or parent', async () => {
    await viewer('vw-tree', dept.east, [{ column: 'dept_id', type: 4 }]);
    expect(await visible('vw-tree')).toEqual(['ds-east', 'ds-eastsub']);
  });

  it('type 5 sees exactly the listed values, with the deptId placeholder replaced', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the rule's own placeholder syntax (spec 1 §9)
    await viewer('vw-custom', dept.west, [{ column: 'dept_id', type: 5, value: '${deptId}' }]);
    expect(await visible('vw-custom')).toEqual(['ds-west']);
    await viewer('vw-list', dept.west, [{ column: 'dept_id', type: 5, value: `${dept.hq}, ${dept.eastSub}` }]);
    expect(await visible('vw-list')).toEqual(['ds-eastsub', 'ds-hq']);
  });

  it('rules through several roles widen each other', async () => {
    expect(await visible('vw-union')).toEqual(['ds-eastsub', 'ds-west']);
  });

  it('roles without a rule for user leave the whole tenant visible', async () => {
    await viewer('vw-none', dept.west, [undefined]);
    expect(await visible('vw-none')).toEqual(everyone);
  });

  it('rows outside the scope answer 404 on detail', async () => {
    const token = await t.login('vw-tree');
    const [west] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'ds-west'));
    const [east] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'ds-east'));
    expect((await t.as(token, { method: 'GET', url: `/api/kc-user/detail?id=${west!.id}` })).statusCode).toBe(404);
    expect((await t.as(token, { method: 'GET', url: `/api/kc-user/detail?id=${east!.id}` })).statusCode).toBe(200);
  });
});

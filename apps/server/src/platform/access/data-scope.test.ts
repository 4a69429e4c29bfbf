import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprise } from '../../modules/enterprise/enterprise.table';
import { dataScope, dept, menu, role, roleScope } from '../../modules/system/system.table';
import { user } from '../../modules/user/user.table';
import { createEnterprise, createTestApp, type TestApp } from '../../test/harness';
import type { Principal } from '../auth/principal';
import { dataScopeCondition } from './data-scope';
import { assertParty, isParty, partyCondition } from './party';

let t: TestApp;
let roleId: string;
let parentDept: string;
let childDept: string;
let otherDept: string;
const ids: Record<string, string> = {};

const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: '7001',
  tenantId: '000000',
  account: 'scoped',
  userName: 'scoped',
  realName: null,
  userType: 3,
  postId: null,
  deptId: parentDept,
  roleIds: [roleId],
  roleAliases: ['shipper'],
  roleNames: ['货主'],
  tokenVersion: 0,
  sessionId: 's',
  ...over,
});

const grantRule = async (scopeType: number, scopeColumn: string, scopeValue?: string) => {
  await t.database.db.delete(roleScope).where(eq(roleScope.roleId, roleId));
  const [m] = await t.database.db.select({ id: menu.id }).from(menu).limit(1);
  const [rule] = await t.database.db
    .insert(dataScope)
    .values({
      menuId: m!.id,
      resourceCode: 'test_enterprise',
      scopeName: `type ${scopeType}`,
      scopeClass: 'enterprise',
      scopeColumn,
      scopeType,
      scopeValue: scopeValue ?? null,
    })
    .returning({ id: dataScope.id });
  await t.database.db.insert(roleScope).values({ roleId, scopeId: rule!.id, scopeCategory: 1 });
  await t.ctx.acl.invalidate();
};

const visibleNames = async (p: Principal) => {
  const cond = await dataScopeCondition(t.ctx.acl, p, 'test_enterprise');
  const rows = await t.database.db
    .select({ name: enterprise.name })
    .from(enterprise)
    .where(and(inArray(enterprise.id, Object.values(ids)), cond));
  return rows.map((r) => r.name).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ id: roleId }] = (await db
    .insert(role)
    .values({ roleName: '数据权限测试', roleAlias: 'scope_test' })
    .returning({ id: role.id })) as [{ id: string }];
  [{ id: parentDept }] = (await db
    .insert(dept)
    .values({ deptName: '华东区', ancestors: '0' })
    .returning({ id: dept.id })) as [{ id: string }];
  [{ id: childDept }] = (await db
    .insert(dept)
    .values({ deptName: '南京办', parentId: parentDept, ancestors: `0,${parentDept}` })
    .returning({ id: dept.id })) as [{ id: string }];
  [{ id: otherDept }] = (await db
    .insert(dept)
    .values({ deptName: '华北区', ancestors: '0' })
    .returning({ id: dept.id })) as [{ id: string }];
  const rows = [
    { name: '本人创建', createUser: '7001', createDept: parentDept },
    { name: '同机构他人', createUser: '7002', createDept: parentDept },
    { name: '下级机构', createUser: '7003', createDept: childDept },
    { name: '其他机构', createUser: '7004', createDept: otherDept },
  ];
  for (const r of rows) {
    ids[r.name] = await createEnterprise(db, r);
  }
});
afterAll(async () => t?.close());

describe('data scope (spec 1 §9)', () => {
  it('no rule for the resource: no restriction', async () => {
    await t.database.db.delete(roleScope).where(eq(roleScope.roleId, roleId));
    await t.ctx.acl.invalidate();
    expect(await visibleNames(principal())).toHaveLength(4);
  });
  it('1 all visible', async () => {
    await grantRule(1, 'create_user');
    expect(await visibleNames(principal())).toHaveLength(4);
  });
  it('2 own only (create_user)', async () => {
    await grantRule(2, 'create_user');
    expect(await visibleNames(principal())).toEqual(['本人创建']);
  });
  it('3 own organisation (create_dept)', async () => {
    await grantRule(3, 'create_dept');
    expect(await visibleNames(principal())).toEqual(['同机构他人', '本人创建'].sort());
  });
  it('4 own organisation and its children', async () => {
    await grantRule(4, 'create_dept');
    expect(await visibleNames(principal())).toEqual(['下级机构', '同机构他人', '本人创建'].sort());
    expect(await visibleNames(principal({ deptId: childDept }))).toEqual(['下级机构']);
  });
  it('5 custom, with the user own fields filled in', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the rule value's placeholder syntax (spec 1 §9 type 5)
    await grantRule(5, 'create_user', '${userId},7004');
    expect(await visibleNames(principal())).toEqual(['其他机构', '本人创建'].sort());
  });
  it('a rule value never becomes SQL', async () => {
    await grantRule(5, 'create_user', '1) or (1=1');
    expect(await visibleNames(principal())).toEqual([]);
    await grantRule(2, 'create_user; drop table kc_user');
    expect(await visibleNames(principal())).toEqual([]);
    const users = await t.database.db.select({ id: user.id }).from(user);
    expect(users.length).toBeGreaterThan(0);
  });
  it('a user without roles sees nothing', async () => {
    expect(await visibleNames(principal({ roleIds: [] }))).toEqual([]);
  });
});

describe('party ownership (spec 1 §6: the enterprise is postId)', () => {
  it('a party sees its own record, a foreign enterprise does not', () => {
    const mine = principal({ postId: '500' });
    expect(isParty(mine, '500', '600')).toBe(true);
    expect(isParty(mine, '600')).toBe(false);
    expect(() => assertParty(mine, '600')).toThrow(expect.objectContaining({ code: 404 }));
  });
  it('platform and bank roles see every party', () => {
    expect(isParty(principal({ postId: null, roleAliases: ['platform'] }), '600')).toBe(true);
    expect(isParty(principal({ postId: '9', roleAliases: ['bank'] }), '600')).toBe(true);
    expect(partyCondition(principal({ roleAliases: ['administrator'] }), enterprise.id)).toBeUndefined();
  });
  it('filters a list to the rows where the enterprise is a party', async () => {
    const p = principal({ postId: ids.下级机构 });
    const rows = await t.database.db
      .select({ name: enterprise.name })
      .from(enterprise)
      .where(and(inArray(enterprise.id, Object.values(ids)), partyCondition(p, enterprise.id)));
    expect(rows.map((r) => r.name)).toEqual(['下级机构']);
    const none = await t.database.db
      .select({ name: enterprise.name })
      .from(enterprise)
      .where(partyCondition(principal({ postId: null }), enterprise.id));
    expect(none).toEqual([]);
  });
});

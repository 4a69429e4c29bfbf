import { describe, expect, it } from 'vitest';
import { canGrantRoles, roleForm, roleGrant } from './role';

const messageOf = (input: unknown) => {
  const r = roleForm.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('roleForm', () => {
  const valid = { roleName: '仓管', roleAlias: 'keeper', sort: '3', tenantId: '000000' };

  it('coerces the sort from text and puts a role without parent at the top', () => {
    expect(roleForm.parse(valid)).toMatchObject({ sort: 3, parentId: '0' });
    expect(roleForm.parse({ ...valid, id: 12, parentId: '' })).toMatchObject({ id: '12', parentId: '0' });
  });

  it('names the missing field with the spec message (spec 1 §5 Role)', () => {
    expect(messageOf({ ...valid, roleName: '' })).toBe('请输入角色名称');
    expect(messageOf({ ...valid, roleAlias: undefined })).toBe('请输入角色别名');
    expect(messageOf({ ...valid, sort: '' })).toBe('请输入角色排序');
    expect(messageOf({ ...valid, tenantId: '' })).toBe('请输入所属租户');
    expect(messageOf({ ...valid, sort: 1.5 })).toBe('角色排序须为0到99999的整数');
  });
});

describe('role grants', () => {
  it('needs at least one role and allows an empty grant', () => {
    expect(roleGrant.safeParse({ roleIds: '' }).error?.issues[0]?.message).toBe('请选择至少一条数据!');
    expect(roleGrant.parse({ roleIds: '1,2' })).toEqual({
      roleIds: ['1', '2'],
      menuIds: [],
      dataScopeIds: [],
      apiScopeIds: [],
    });
  });

  it('lets only role names containing admin set permissions (spec 1 §6)', () => {
    expect(canGrantRoles(['货主', '超级管理员(admin)'])).toBe(true);
    expect(canGrantRoles(['Role Admin'])).toBe(true);
    expect(canGrantRoles(['角色管理员'])).toBe(false);
  });
});

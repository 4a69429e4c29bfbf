import { z } from 'zod';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idsField, optionalIdsField, parentIdField } from '../shared/ids';
import { lineText } from '../shared/text';

/** spec 1 §5 Role, §6 permission setting; server-side refusals of role admin. */
export const roleMessages = {
  nameRequired: '请输入角色名称',
  aliasRequired: '请输入角色别名',
  sortRequired: '请输入角色排序',
  tenantRequired: '请输入所属租户',
  nameMax: '角色名称最多50个字符',
  aliasMax: '角色别名最多50个字符',
  sortInvalid: '角色排序须为0到99999的整数',
  tenantMissing: '所属租户不存在',
  aliasTaken: '角色别名已存在',
  parentInvalid: '上级角色不能选择自身或其下级',
  childrenFirst: '请先删除子角色',
  inUse: (roleName: string) => `角色「${roleName}」仍有用户在使用，不能删除`,
  grantOnlyOne: '只能选择一条数据',
  grantAdminOnly: '只有管理员可以设置权限',
  grantUnknown: '授权的菜单或权限不存在',
  grantBeyondSelf: '不能授予超出自身权限的菜单或权限',
} as const;

/** Every refusal of the role admin and its grants (spec 1 §5 Role, §6), with its stable reason (`role.alias_taken`). */
export const roleRefusals = defineRefusals('role', {
  tenantMissing: [400, roleMessages.tenantMissing],
  aliasTaken: [400, roleMessages.aliasTaken],
  parentInvalid: [400, roleMessages.parentInvalid],
  childrenFirst: [400, roleMessages.childrenFirst],
  inUse: [400, roleMessages.inUse],
  grantAdminOnly: [403, roleMessages.grantAdminOnly],
  grantUnknown: [400, roleMessages.grantUnknown],
  grantBeyondSelf: [403, roleMessages.grantBeyondSelf],
});

const requiredText = (label: string, required: string, max: string) =>
  lineText(label, { error: required }).trim().min(1, required).max(50, max);

const sortField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: roleMessages.sortRequired })
    .int(roleMessages.sortInvalid)
    .min(0, roleMessages.sortInvalid)
    .max(99999, roleMessages.sortInvalid),
);

/** Add and edit (POST role/submit); the web form validates with the same schema. */
export const roleForm = z.object({
  id: z
    .union([z.string(), z.number()])
    .optional()
    .nullable()
    .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim()))
    .pipe(
      z
        .string()
        .regex(/^\d{1,19}$/, 'id 格式错误')
        .optional(),
    ),
  roleName: requiredText('角色名称', roleMessages.nameRequired, roleMessages.nameMax),
  roleAlias: requiredText('角色别名', roleMessages.aliasRequired, roleMessages.aliasMax),
  sort: sortField,
  tenantId: lineText('所属租户', { error: roleMessages.tenantRequired })
    .trim()
    .min(1, roleMessages.tenantRequired)
    .max(12),
  parentId: parentIdField,
});
export type RoleFormInput = z.input<typeof roleForm>;
export type RoleForm = z.output<typeof roleForm>;

export const roleListQuery = z.object({
  roleName: lineText('角色名称').trim().max(50).optional(),
  roleAlias: lineText('角色别名').trim().max(50).optional(),
  tenantId: lineText('租户编号').trim().max(12).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuery>;

/** POST role/grant (spec 1 §3 Role grants). */
export const roleGrant = z.object({
  roleIds: idsField,
  menuIds: optionalIdsField,
  dataScopeIds: optionalIdsField,
  apiScopeIds: optionalIdsField,
});
export type RoleGrantInput = z.input<typeof roleGrant>;

/** A role with its parent's and tenant's names (role/detail, and what role/submit answers). */
export const roleDetail = z.object({
  id: idString,
  parentId: idString,
  parentName: z.string().nullable(),
  roleName: z.string(),
  roleAlias: z.string(),
  sort: z.number().int(),
  tenantId: z.string(),
  tenantName: z.string().nullable(),
});
export type RoleDetail = z.infer<typeof roleDetail>;
export type RoleNode = RoleDetail & { children: RoleNode[] };
/** A node of role/list (the role tree). */
export const roleNode: z.ZodType<RoleNode, RoleNode> = roleDetail.extend({ children: z.array(z.lazy(() => roleNode)) });

export type RoleSelectNode = {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
  children: RoleSelectNode[];
};
/** A node of role/tree (the role picker). */
export const roleSelectNode: z.ZodType<RoleSelectNode, RoleSelectNode> = z.object({
  id: idString,
  parentId: idString,
  title: z.string(),
  value: z.string(),
  key: z.string(),
  children: z.array(z.lazy(() => roleSelectNode)),
});

/** A node of menu/grant-tree: a menu or button, or (isScope) a data or API scope under its menu. */
export type GrantNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  category?: number;
  isScope?: boolean;
  children: GrantNode[];
};
export const grantNode: z.ZodType<GrantNode, GrantNode> = z.object({
  id: idString,
  parentId: idString,
  title: z.string(),
  key: z.string(),
  value: z.string(),
  category: z.number().int().optional(),
  isScope: z.boolean().optional(),
  children: z.array(z.lazy(() => grantNode)),
});
export const grantTree = z.object({
  menu: z.array(grantNode),
  dataScope: z.array(grantNode),
  apiScope: z.array(grantNode),
});
export type GrantTree = z.infer<typeof grantTree>;
/** menu/role-tree-keys: the ids the roles hold. */
export const roleTreeKeys = z.object({
  menu: z.array(idString),
  dataScope: z.array(idString),
  apiScope: z.array(idString),
});
export type RoleTreeKeys = z.infer<typeof roleTreeKeys>;

/** spec 1 §6: permission setting is for users whose role name contains admin. */
export const canGrantRoles = (roleNames: readonly string[]) => roleNames.some((n) => /admin/i.test(n));

import type {
  GrantTree,
  RoleDetail,
  RoleFormInput,
  RoleGrantInput,
  RoleListQuery,
  RoleNode,
  RoleSelectNode,
  RoleTreeKeys,
} from '@kc/domain/system/role';
import { roleRoutes as routes } from '@kc/domain/system/role-routes';
import { call } from '../../../app/api-client';

export type { GrantTree, RoleDetail, RoleFormInput, RoleListQuery, RoleNode, RoleSelectNode, RoleTreeKeys };

/** Query keys of the role screen. */
export const roleKeys = {
  all: ['system', 'role'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (q: RoleListQuery) => [...roleKeys.lists(), q] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
  grantTree: () => [...roleKeys.all, 'grant-tree'] as const,
  treeKeys: (roleId: string) => [...roleKeys.all, 'tree-keys', roleId] as const,
};

export const fetchRoles = (q: RoleListQuery) => call(routes.list, q);
export const fetchRoleTree = (tenantId?: string) => call(routes.tree, { tenantId });
export const fetchRole = (id: string) => call(routes.detail, { id });
export const submitRole = (values: RoleFormInput) => call(routes.submit, values);
export const removeRoles = (ids: string[]) => call(routes.remove, { ids: ids.join(',') });
export const fetchGrantTree = () => call(routes.grantTree);
export const fetchRoleTreeKeys = (roleId: string) => call(routes.treeKeys, { roleIds: roleId });
export const grantRole = (body: RoleGrantInput) => call(routes.grant, body);

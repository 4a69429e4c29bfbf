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
import { api } from '../../../app/api-client';

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

export const fetchRoles = (q: RoleListQuery) => api.get<RoleNode[]>('/api/kc-system/role/list', q);
export const fetchRoleTree = (tenantId?: string) => api.get<RoleSelectNode[]>('/api/kc-system/role/tree', { tenantId });
export const fetchRole = (id: string) => api.get<RoleDetail>('/api/kc-system/role/detail', { id });
export const submitRole = (values: RoleFormInput) => api.post<RoleDetail>('/api/kc-system/role/submit', values);
export const removeRoles = (ids: string[]) => api.post<boolean>('/api/kc-system/role/remove', { ids: ids.join(',') });
export const fetchGrantTree = () => api.get<GrantTree>('/api/kc-system/menu/grant-tree');
export const fetchRoleTreeKeys = (roleId: string) =>
  api.get<RoleTreeKeys>('/api/kc-system/menu/role-tree-keys', { roleIds: roleId });
export const grantRole = (body: RoleGrantInput) => api.post<boolean>('/api/kc-system/role/grant', body);

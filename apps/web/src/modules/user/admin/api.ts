import type { Page } from '@kc/domain/shared/envelope';
import type { EnterpriseOption, UserRecord } from '@kc/domain/user/user';
import { api } from '../../../app/api-client';

export type UserQuery = {
  current: number;
  size: number;
  account?: string;
  realName?: string;
  userType?: string;
  tenantId?: string;
};

/** A node of role/tree and dept/tree (the select trees). */
export type TreeOption = { id: string; title: string; value: string; key: string; children?: TreeOption[] };

/** What user/submit takes (passwords already md5-hashed, roles comma-joined). */
export type UserPayload = {
  id?: string;
  account: string;
  password?: string;
  password2?: string;
  name?: string;
  realName: string;
  phone?: string;
  email?: string;
  userType: string | number;
  deptId: string;
  roleIds: string;
  postId?: string;
  tenantId?: string;
};

export const userKeys = {
  all: ['user-admin'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (q: UserQuery) => [...userKeys.lists(), q] as const,
};

export const userApi = {
  page: (q: UserQuery) => api.get<Page<UserRecord>>('/api/kc-user/page', q),
  submit: (body: UserPayload) => api.post<null>('/api/kc-user/submit', body),
  remove: (ids: string[]) => api.post<null>('/api/kc-user/remove', { ids: ids.join(',') }),
  resetPassword: (userIds: string[]) => api.post<null>('/api/kc-user/reset-password', { userIds: userIds.join(',') }),
  grant: (userIds: string[], roleIds: string[]) =>
    api.post<null>('/api/kc-user/grant', { userIds: userIds.join(','), roleIds: roleIds.join(',') }),
  roleTree: (tenantId?: string) => api.get<TreeOption[]>('/api/kc-system/role/tree', { tenantId }),
  deptTree: (tenantId?: string) => api.get<TreeOption[]>('/api/kc-system/dept/tree', { tenantId }),
  enterprises: (name: string, tenantId?: string) =>
    api.get<EnterpriseOption[]>('/api/kc-user/enterprise-select', { name, tenantId }),
};

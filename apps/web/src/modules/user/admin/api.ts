import type { RouteInput } from '@kc/domain';
import { deptRoutes } from '@kc/domain/system/dept-routes';
import { userAdminRoutes as routes } from '@kc/domain/user/user-admin-routes';
import { call } from '../../../app/api-client';
import { fetchRoleTree } from '../../system';

export type UserQuery = {
  current: number;
  size: number;
  account?: string;
  realName?: string;
  userType?: string;
  tenantId?: string;
};

/** What user/submit takes (passwords already md5-hashed, roles comma-joined): the domain's user form. */
export type UserPayload = RouteInput<typeof routes.submit>;

export const userKeys = {
  all: ['user-admin'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (q: UserQuery) => [...userKeys.lists(), q] as const,
};

export const userApi = {
  page: (q: UserQuery) => call(routes.page, q),
  submit: (body: UserPayload) => call(routes.submit, body),
  remove: (ids: string[]) => call(routes.remove, { ids: ids.join(',') }),
  resetPassword: (userIds: string[]) => call(routes.resetPassword, { userIds: userIds.join(',') }),
  grant: (userIds: string[], roleIds: string[]) =>
    call(routes.grant, { userIds: userIds.join(','), roleIds: roleIds.join(',') }),
  /** The role select tree is the system module's (its role screen reads the same). */
  roleTree: (tenantId?: string) => fetchRoleTree(tenantId),
  deptTree: (tenantId?: string) => call(deptRoutes.tree, { tenantId }),
  enterprises: (name: string, tenantId?: string) => call(routes.enterpriseSelect, { name, tenantId }),
};

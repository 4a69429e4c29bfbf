import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { optionKeys, useRefreshingMutation } from '../../../../app/query-keys';
import { useUserInfo } from '../../../../app/session-queries';
import { useTenantMode } from '../../../../app/tenant-mode';
import { type UserPayload, type UserQuery, userApi, userKeys } from '../api';

export const useUserPage = (q: UserQuery) =>
  useQuery({ queryKey: userKeys.list(q), queryFn: () => userApi.page(q), placeholderData: keepPreviousData });

export const useRoleTree = (tenantId?: string, enabled = true) =>
  useQuery({ queryKey: optionKeys.roles(tenantId), queryFn: () => userApi.roleTree(tenantId), enabled });

export const useDeptTree = (tenantId?: string, enabled = true) =>
  useQuery({ queryKey: optionKeys.depts(tenantId), queryFn: () => userApi.deptTree(tenantId), enabled });

export const useEnterpriseOptions = (name: string, tenantId?: string, enabled = true) =>
  useQuery({
    queryKey: optionKeys.enterprises('user', name, tenantId ?? ''),
    queryFn: () => userApi.enterprises(name, tenantId),
    enabled,
    placeholderData: keepPreviousData,
  });

/** spec 1 §6: tenants are shown only in tenant mode, and chosen only by the default top tenant 000000. */
export const useTopTenant = () => {
  const tenantMode = useTenantMode();
  const { data: me } = useUserInfo();
  return { tenantMode, canPickTenant: tenantMode && me?.tenantId === '000000' };
};

/** Every change to users refreshes the user lists. */
export const useUserMutations = () => {
  const refreshes = [userKeys.lists()];
  return {
    submit: useRefreshingMutation({ mutationFn: (body: UserPayload) => userApi.submit(body), refreshes }),
    remove: useRefreshingMutation({ mutationFn: userApi.remove, refreshes }),
    resetPassword: useRefreshingMutation({ mutationFn: userApi.resetPassword }),
    grant: useRefreshingMutation({
      mutationFn: ({ userIds, roleIds }: { userIds: string[]; roleIds: string[] }) => userApi.grant(userIds, roleIds),
      refreshes,
    }),
  };
};

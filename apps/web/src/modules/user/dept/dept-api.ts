import type { DeptForm } from '@kc/domain/system/dept';
import { deptRoutes as routes } from '@kc/domain/system/dept-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api-client';
import { optionKeys, useRefreshingMutation } from '../../../app/query-keys';

export type DeptSearch = { deptName?: string; tenantId?: string };

export const deptKeys = {
  all: ['user', 'dept'] as const,
  lists: () => [...deptKeys.all, 'list'] as const,
  list: (q: DeptSearch) => [...deptKeys.lists(), q] as const,
};

export const useDeptList = (q: DeptSearch) =>
  useQuery({
    queryKey: deptKeys.list(q),
    queryFn: () => call(routes.list, q),
  });

export const useDeptTree = (tenantId?: string, enabled = true) =>
  useQuery({
    queryKey: optionKeys.depts(tenantId),
    queryFn: () => call(routes.tree, { tenantId }),
    enabled,
  });

/** Saving or removing changes both the admin tree and every department picker (the user form's too). */
const useDeptMutation = <V>(fn: (v: V) => Promise<unknown>) =>
  useRefreshingMutation({ mutationFn: fn, refreshes: [deptKeys.all, optionKeys.depts()] });

export const useSaveDept = () => useDeptMutation((form: DeptForm) => call(routes.submit, form));

export const useRemoveDept = () => useDeptMutation((ids: string[]) => call(routes.remove, { ids: ids.join(',') }));

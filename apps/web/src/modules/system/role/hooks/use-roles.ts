import type { RoleListQuery } from '@kc/domain/system/role';
import { useQuery } from '@tanstack/react-query';
import { type Key, useEffect, useState } from 'react';
import { optionKeys, useRefreshingMutation } from '../../../../app/query-keys';
import { useSearchQuery } from '../../../../components/crud/use-paged-query';
import { fetchRoles, fetchRoleTree, type RoleNode, removeRoles, roleKeys, submitRole } from '../api';

// antd shows an expand icon for any `children` array, even an empty one.
const withoutEmptyChildren = (nodes: RoleNode[]): RoleNode[] =>
  nodes.map(({ children, ...n }) =>
    children.length ? { ...n, children: withoutEmptyChildren(children) } : (n as RoleNode),
  );

const allIds = (nodes: RoleNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);

/** The role list (a tree, not paged, every branch open) with its search. */
export const useRoles = () => {
  const { query, search } = useSearchQuery<RoleListQuery>({});
  const result = useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => fetchRoles(query),
    select: withoutEmptyChildren,
  });
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  useEffect(() => setExpanded(allIds(result.data ?? [])), [result.data]);
  return { query, result, search, expanded, setExpanded };
};

/** A role change refreshes the role screen and every role picker (the user form's, the parent role's). */
const roleChangeKeys = [roleKeys.all, optionKeys.roles()];

export const useRoleMutations = () => ({
  submit: useRefreshingMutation({ mutationFn: submitRole, refreshes: roleChangeKeys }),
  remove: useRefreshingMutation({ mutationFn: removeRoles, refreshes: roleChangeKeys }),
});

export const useRoleTree = (tenantId?: string, enabled = true) =>
  useQuery({ queryKey: optionKeys.roles(tenantId), queryFn: () => fetchRoleTree(tenantId), enabled });

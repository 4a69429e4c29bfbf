import type { RoleListQuery } from '@kc/domain/system/role';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Key, useEffect, useState } from 'react';
import { fetchRoles, fetchRoleTree, type RoleNode, removeRoles, roleKeys, submitRole } from '../api';

// antd shows an expand icon for any `children` array, even an empty one.
const withoutEmptyChildren = (nodes: RoleNode[]): RoleNode[] =>
  nodes.map(({ children, ...n }) =>
    children.length ? { ...n, children: withoutEmptyChildren(children) } : (n as RoleNode),
  );

const allIds = (nodes: RoleNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);

/** The role list (a tree, not paged, every branch open) with its search. */
export const useRoles = () => {
  const [query, setQuery] = useState<RoleListQuery>({});
  const result = useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => fetchRoles(query),
    select: withoutEmptyChildren,
  });
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  useEffect(() => setExpanded(allIds(result.data ?? [])), [result.data]);
  return { query, result, search: (q: RoleListQuery) => setQuery(q), expanded, setExpanded };
};

export const useRoleMutations = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });
  return {
    submit: useMutation({ mutationFn: submitRole, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeRoles, onSuccess: refresh }),
  };
};

export const useRoleTree = (tenantId?: string, enabled = true) =>
  useQuery({ queryKey: roleKeys.tree(tenantId), queryFn: () => fetchRoleTree(tenantId), enabled });

import type { MenuSearch } from '@kc/domain/system/menu';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchQuery } from '../../../../components/crud/use-paged-query';
import { fetchMenuChildren, type MenuRow, menuKeys, searchMenus } from '../api';

const searching = (q: MenuSearch) => Boolean(q.name || q.code || q.alias);

/**
 * The menu table as BladeX's lazy tree: the top level first, a row's children when it is expanded; a
 * search shows the flat matches from every level.
 */
export const useMenuRows = () => {
  const { query: search, search: setSearch } = useSearchQuery<MenuSearch>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const flat = searching(search);
  const top = useQuery({
    queryKey: flat ? menuKeys.search(search) : menuKeys.lazy('0'),
    queryFn: () => (flat ? searchMenus(search) : fetchMenuChildren('0')),
  });
  const children = useQueries({
    queries: (flat ? [] : expanded).map((id) => ({
      queryKey: menuKeys.lazy(id),
      queryFn: () => fetchMenuChildren(id),
    })),
  });
  const loaded = new Map((flat ? [] : expanded).map((id, i) => [id, children[i]?.data]));
  const attach = (list: MenuRow[]): MenuRow[] =>
    list.map((r) => {
      if (flat || !r.hasChildren) return { ...r, children: undefined };
      // An empty array keeps the expand icon until the children arrive.
      return { ...r, children: attach(loaded.get(r.id) ?? []) };
    });
  return {
    rows: attach(top.data ?? []),
    flat,
    loading: top.isFetching || children.some((c) => c.isFetching),
    expanded,
    onExpand: (open: boolean, row: MenuRow) =>
      setExpanded((e) => (open ? [...e, row.id] : e.filter((id) => id !== row.id))),
    search: (q: MenuSearch) => {
      setSearch(q);
      setExpanded([]);
    },
  };
};

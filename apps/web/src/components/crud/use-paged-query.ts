import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@kc/domain/shared/paging';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

type Filters = Record<string, string | number | undefined>;

const clean = (f: object) =>
  Object.fromEntries(
    Object.entries(f)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)])
      .filter(([, v]) => v !== undefined),
  );

/** Whether a query-key part carries every field of the list's query with the same value (an empty one: is empty). */
const holds = (part: unknown, query: object) => {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return false;
  const fields = Object.entries(query);
  if (fields.length === 0) return Object.keys(clean(part)).length === 0;
  return fields.every(([k, v]) => hashKey([(part as Record<string, unknown>)[k]]) === hashKey([v]));
};

/**
 * The search state of a list. A search replaces every filter (清空 searches with none, so the list shows
 * everything again) and a search that changes nothing reloads the list all the same: the user asked for
 * fresh rows. Every list puts this query object (perhaps with more fields) in its query key.
 */
export const useSearchQuery = <Q extends object>(initial: Q, keep: (q: Q) => Partial<Q> = () => ({})) => {
  const client = useQueryClient();
  const [query, setQuery] = useState<Q>(initial);
  const search = (f: Partial<Q>) => {
    const next = { ...initial, ...clean(f), ...keep(query) } as Q;
    if (hashKey([next]) !== hashKey([query])) {
      setQuery(next);
      return;
    }
    void client.invalidateQueries({ predicate: (q) => q.queryKey.some((part) => holds(part, query)) });
  };
  return { query, setQuery, search };
};

/**
 * Search values and paging of a list (spec 1 §9: 10 a page with choices 10/30/50/100/200 unless the
 * screen says otherwise). A search goes back to page 1 and keeps the page size, and the `sticky` filters: those set
 * beside the search form (a tab, a queue toggle) with `setFilter`, which also goes back to page 1.
 */
export const usePagedQuery = <F extends Filters>(
  initial: F = {} as F,
  size: number = DEFAULT_PAGE_SIZE,
  sizeOptions: readonly number[] = PAGE_SIZE_OPTIONS,
  sticky: readonly (keyof F)[] = [],
) => {
  const { query, setQuery, search } = useSearchQuery<F & { current: number; size: number }>(
    { ...initial, current: 1, size },
    (q) =>
      ({ size: q.size, ...Object.fromEntries(sticky.map((k) => [k, q[k]])) }) as Partial<
        F & { current: number; size: number }
      >,
  );
  return {
    query,
    search: (f: Partial<F>) => search(f as Partial<F & { current: number; size: number }>),
    setFilter: <K extends keyof F>(key: K, value: F[K]) => setQuery((q) => ({ ...q, [key]: value, current: 1 })),
    pagination: (total: number): TablePaginationConfig => ({
      current: query.current,
      pageSize: query.size,
      total,
      pageSizeOptions: sizeOptions.map(String),
      showSizeChanger: true,
      showTotal: (t) => `共 ${t} 条`,
      onChange: (current, pageSize) =>
        setQuery((q) => ({ ...q, current: pageSize === q.size ? current : 1, size: pageSize })),
    }),
  };
};

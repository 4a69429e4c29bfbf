import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@kc/domain/shared/paging';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

type Filters = Record<string, string | number | undefined>;

const clean = (f: Filters) =>
  Object.fromEntries(
    Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)]),
  );

/**
 * Search values and paging of a list (spec 1 §9: 10 a page with choices 10/30/50/100/200 unless the
 * screen says otherwise). A new search goes back to page 1.
 */
export const usePagedQuery = <F extends Filters>(
  initial: F = {} as F,
  size: number = DEFAULT_PAGE_SIZE,
  sizeOptions: readonly number[] = PAGE_SIZE_OPTIONS,
) => {
  const [query, setQuery] = useState<F & { current: number; size: number }>({ ...initial, current: 1, size });
  return {
    query,
    search: (f: Partial<F>) => setQuery((q) => ({ ...q, ...clean(f as Filters), current: 1 })),
    reset: () => setQuery({ ...initial, current: 1, size: query.size }),
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

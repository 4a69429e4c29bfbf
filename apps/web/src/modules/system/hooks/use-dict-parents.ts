import { DICT_PAGE_SIZE } from '@kc/domain/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DictParentQuery, dictBizKeys, fetchDictChildren, fetchDictParents } from '../api';

export type DictSearch = { code?: string; dictValue?: string };

/** Query state of the parent list: search values and paging (spec 1 §9: 5 a page by default). */
export const useDictParents = () => {
  const [query, setQuery] = useState<DictParentQuery>({ current: 1, size: DICT_PAGE_SIZE });
  const result = useQuery({
    queryKey: dictBizKeys.list(query),
    queryFn: () => fetchDictParents(query),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    result,
    search: (s: DictSearch) =>
      setQuery((q) => ({
        ...q,
        current: 1,
        code: s.code?.trim() || undefined,
        dictValue: s.dictValue?.trim() || undefined,
      })),
    page: (current: number, size: number) => setQuery((q) => ({ ...q, current: size === q.size ? current : 1, size })),
  };
};

export const useDictChildren = (code: string | undefined) =>
  useQuery({
    queryKey: dictBizKeys.detail(code ?? ''),
    queryFn: () => fetchDictChildren(code!),
    enabled: Boolean(code),
  });

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../app/api-client';
import { dictKeys } from '../app/query-keys';

export type DictEntry = {
  id: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark: string | null;
};

/** biz: business dictionaries (kc-system/dict-biz), system: system dictionaries (kc-system/dict). */
export type DictKind = 'biz' | 'system';

export { dictKeys };

const dictUrl = { biz: '/api/kc-system/dict-biz/dictionary', system: '/api/kc-system/dict/dictionary' } as const;

export const fetchDict = (code: string, kind: DictKind = 'biz') =>
  api.get<DictEntry[]>(dictUrl[kind], { code }, { silent: true });

/** The entries of one dictionary, cached for the session, with a key → label lookup. */
export const useDict = (code: string | undefined, kind: DictKind = 'biz') => {
  const query = useQuery({
    queryKey: dictKeys.entries(kind, code ?? ''),
    queryFn: () => fetchDict(code!, kind),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
  });
  const entries = query.data ?? [];
  const labels = useMemo(() => new Map((query.data ?? []).map((e) => [String(e.dictKey), e.dictValue])), [query.data]);
  return {
    ...query,
    entries,
    labelOf: (key: string | number | null | undefined) =>
      key === null || key === undefined || key === '' ? '' : (labels.get(String(key)) ?? String(key)),
  };
};

import type { RouteAnswer } from '@kc/domain';
import type { DictKind } from '@kc/domain/system/dict';
import { dictRoutes } from '@kc/domain/system/dict-routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../app/api-client';
import { dictKeys } from '../app/query-keys';

/** An entry of a dictionary, as dict/dictionary and dict-biz/dictionary answer it. */
export type DictEntry = RouteAnswer<typeof dictRoutes.biz.dictionary>[number];

/** biz: business dictionaries (kc-system/dict-biz), system: system dictionaries (kc-system/dict). */
export type { DictKind };

export { dictKeys };

export const fetchDict = (code: string, kind: DictKind = 'biz') =>
  call(dictRoutes[kind].dictionary, { code }, { silent: true });

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

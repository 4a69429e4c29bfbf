import { DICT_PAGE_SIZE, DICT_PAGE_SIZE_OPTIONS } from '@kc/domain/shared/paging';
import type { DictFormInput } from '@kc/domain/system/dict';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../app/query-keys';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { dictKeys } from '../../../components/use-dict';
import { type DictKind, dictAdminKeys, fetchDictChildren, fetchDictParents, removeDicts, submitDict } from '../api';

export type DictSearch = { code?: string; dictValue?: string };

/** The parent list: search values and paging (spec 1 §9: 5 a page, choices 5 to 200). */
export const useDictParentList = (kind: DictKind) => {
  const paged = usePagedQuery<DictSearch>({}, DICT_PAGE_SIZE, DICT_PAGE_SIZE_OPTIONS);
  const result = useQuery({
    queryKey: dictAdminKeys.parents(kind, paged.query),
    queryFn: () => fetchDictParents(kind, paged.query),
    placeholderData: keepPreviousData,
  });
  return { ...paged, result };
};

/** The entries of one parent, paged like the parents. */
export const useDictChildList = (kind: DictKind, parentId: string) => {
  const paged = usePagedQuery<{ dictValue?: string }>({}, DICT_PAGE_SIZE, DICT_PAGE_SIZE_OPTIONS);
  const q = { ...paged.query, parentId };
  const result = useQuery({
    queryKey: dictAdminKeys.children(kind, q),
    queryFn: () => fetchDictChildren(kind, q),
    placeholderData: keepPreviousData,
  });
  return { ...paged, result };
};

/** Save and delete; both refresh this screen and the labels every other screen caches. */
export const useDictMutations = (kind: DictKind) => {
  const refreshes = [dictAdminKeys.all(kind), dictKeys.all];
  const save = useRefreshingMutation({ mutationFn: (v: DictFormInput) => submitDict(kind, v), refreshes });
  const remove = useRefreshingMutation({ mutationFn: (ids: string[]) => removeDicts(kind, ids), refreshes });
  return { save: save.mutateAsync, remove: remove.mutateAsync };
};

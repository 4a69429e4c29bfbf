import type { DictFormInput, DictKind, DictRecord } from '@kc/domain/system/dict';
import { dictRoutes } from '@kc/domain/system/dict-routes';
import { call } from '../../app/api-client';

export type { DictKind, DictRecord };

export type DictParentQuery = { current: number; size: number; code?: string; dictValue?: string };
export type DictChildQuery = { current: number; size: number; parentId: string; dictValue?: string };

/** Query keys of the dictionary screens, one family per kind. */
export const dictAdminKeys = {
  all: (kind: DictKind) => ['system', 'dict-admin', kind] as const,
  parents: (kind: DictKind, q?: DictParentQuery) => [...dictAdminKeys.all(kind), 'parents', ...(q ? [q] : [])] as const,
  children: (kind: DictKind, q?: DictChildQuery) =>
    [...dictAdminKeys.all(kind), 'children', ...(q ? [q] : [])] as const,
};

export const fetchDictParents = (kind: DictKind, q: DictParentQuery) => call(dictRoutes[kind].list, q);

export const fetchDictChildren = (kind: DictKind, q: DictChildQuery) => call(dictRoutes[kind].childList, q);

export const submitDict = (kind: DictKind, values: DictFormInput) => call(dictRoutes[kind].submit, values);

export const removeDicts = (kind: DictKind, ids: string[]) => call(dictRoutes[kind].remove, { ids: ids.join(',') });

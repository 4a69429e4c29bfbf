import type { Page } from '@kc/domain/shared/envelope';
import type { DictFormInput, DictKind, DictRecord } from '@kc/domain/system/dict';
import { api } from '../../app/api-client';

export type { DictKind, DictRecord };

export type DictParentQuery = { current: number; size: number; code?: string; dictValue?: string };
export type DictChildQuery = { current: number; size: number; parentId: string; dictValue?: string };

const bases: Record<DictKind, string> = { system: '/api/kc-system/dict', biz: '/api/kc-system/dict-biz' };

/** Query keys of the dictionary screens, one family per kind. */
export const dictAdminKeys = {
  all: (kind: DictKind) => ['system', 'dict-admin', kind] as const,
  parents: (kind: DictKind, q?: DictParentQuery) => [...dictAdminKeys.all(kind), 'parents', ...(q ? [q] : [])] as const,
  children: (kind: DictKind, q?: DictChildQuery) =>
    [...dictAdminKeys.all(kind), 'children', ...(q ? [q] : [])] as const,
};

export const fetchDictParents = (kind: DictKind, q: DictParentQuery) =>
  api.get<Page<DictRecord>>(`${bases[kind]}/list`, q);

export const fetchDictChildren = (kind: DictKind, q: DictChildQuery) =>
  api.get<Page<DictRecord>>(`${bases[kind]}/child-list`, q);

export const submitDict = (kind: DictKind, values: DictFormInput) =>
  api.post<DictRecord>(`${bases[kind]}/submit`, values);

export const removeDicts = (kind: DictKind, ids: string[]) =>
  api.post<null>(`${bases[kind]}/remove`, { ids: ids.join(',') });

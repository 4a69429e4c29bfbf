import type { Page } from '@kc/domain/shared/envelope';
import { api } from '../../app/api-client';
import type { DictEntry } from '../../components/use-dict';

export type DictParent = DictEntry & { code: string; parentId: string };

export type DictParentQuery = { current: number; size: number; code?: string; dictValue?: string };

export const dictBizKeys = {
  all: ['system', 'dict-biz'] as const,
  lists: () => [...dictBizKeys.all, 'list'] as const,
  list: (q: DictParentQuery) => [...dictBizKeys.lists(), q] as const,
  details: () => [...dictBizKeys.all, 'detail'] as const,
  detail: (code: string) => [...dictBizKeys.details(), code] as const,
};

export const fetchDictParents = (q: DictParentQuery) => api.get<Page<DictParent>>('/api/kc-system/dict-biz/list', q);

export const fetchDictChildren = (code: string) => api.get<DictEntry[]>('/api/kc-system/dict-biz/dictionary', { code });

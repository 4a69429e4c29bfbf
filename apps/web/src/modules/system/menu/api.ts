import type { Page } from '@kc/domain/shared/envelope';
import type { MenuFormInput, MenuRow, MenuSearch, MenuTreeOption } from '@kc/domain/system/menu';
import type { ApiScopeRow, DataScopeRow } from '@kc/domain/system/scope';
import { api } from '../../../app/api-client';

export type { MenuRow } from '@kc/domain/system/menu';

export type ScopeKind = 'api' | 'data';
export type ScopeRow<K extends ScopeKind> = K extends 'api' ? ApiScopeRow : DataScopeRow;
export type ScopeQuery = { menuId: string; current: number; size: number };

export const menuKeys = {
  all: ['system', 'menu'] as const,
  lazy: (parentId: string) => [...menuKeys.all, 'lazy', parentId] as const,
  search: (q: MenuSearch) => [...menuKeys.all, 'search', q] as const,
  tree: () => [...menuKeys.all, 'tree'] as const,
  scopes: (kind: ScopeKind) => [...menuKeys.all, 'scope', kind] as const,
  scopeList: (kind: ScopeKind, q: ScopeQuery) => [...menuKeys.scopes(kind), q] as const,
};

export const fetchMenuChildren = (parentId: string) =>
  api.get<MenuRow[]>('/api/kc-system/menu/lazy-list', { parentId });

export const searchMenus = (q: MenuSearch) =>
  api.get<MenuRow[]>('/api/kc-system/menu/lazy-list', { parentId: '0', ...q });

export const fetchMenuTree = () => api.get<MenuTreeOption[]>('/api/kc-system/menu/tree');

export const submitMenu = (form: MenuFormInput) => api.post<{ id: string }>('/api/kc-system/menu/submit', form);

export const removeMenus = (ids: string[]) => api.post<boolean>('/api/kc-system/menu/remove', { ids: ids.join(',') });

const scopeBase = { api: '/api/kc-system/api-scope', data: '/api/kc-system/data-scope' } as const;

export const fetchScopes = <K extends ScopeKind>(kind: K, q: ScopeQuery) =>
  api.get<Page<ScopeRow<K>>>(`${scopeBase[kind]}/list`, q);

export const submitScope = (kind: ScopeKind, form: object) =>
  api.post<{ id: string }>(`${scopeBase[kind]}/submit`, form);

export const removeScopes = (kind: ScopeKind, ids: string[]) =>
  api.post<boolean>(`${scopeBase[kind]}/remove`, { ids: ids.join(',') });

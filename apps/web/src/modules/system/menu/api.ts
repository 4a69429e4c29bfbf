import type { RouteAnswer, RouteInput } from '@kc/domain';
import type { MenuFormInput, MenuSearch } from '@kc/domain/system/menu';
import { menuRoutes as routes } from '@kc/domain/system/menu-routes';
import { scopeRoutes } from '@kc/domain/system/scope-routes';
import { call } from '../../../app/api-client';

export type { MenuRow } from '@kc/domain/system/menu';

export type ScopeKind = keyof typeof scopeRoutes;
/** A row of one kind's scope list (api-scope or data-scope), as the domain declares it. */
export type ScopeRow<K extends ScopeKind> = RouteAnswer<(typeof scopeRoutes)[K]['list']>['records'][number];
/** What the add / edit form of either kind sends (the server checks it with that kind's schema). */
export type ScopeFormInput = RouteInput<(typeof scopeRoutes)[ScopeKind]['submit']>;
export type ScopeQuery = { menuId: string; current: number; size: number };

export const menuKeys = {
  all: ['system', 'menu'] as const,
  lazy: (parentId: string) => [...menuKeys.all, 'lazy', parentId] as const,
  search: (q: MenuSearch) => [...menuKeys.all, 'search', q] as const,
  tree: () => [...menuKeys.all, 'tree'] as const,
  scopes: (kind: ScopeKind) => [...menuKeys.all, 'scope', kind] as const,
  scopeList: (kind: ScopeKind, q: ScopeQuery) => [...menuKeys.scopes(kind), q] as const,
};

export const fetchMenuChildren = (parentId: string) => call(routes.lazyList, { parentId });

export const searchMenus = (q: MenuSearch) => call(routes.lazyList, { parentId: '0', ...q });

export const fetchMenuTree = () => call(routes.tree);

export const submitMenu = (form: MenuFormInput) => call(routes.submit, form);

export const removeMenus = (ids: string[]) => call(routes.remove, { ids: ids.join(',') });

export const fetchScopes = <K extends ScopeKind>(kind: K, q: ScopeQuery) => call(scopeRoutes[kind].list, q);

export const submitScope = (kind: ScopeKind, form: ScopeFormInput) => call(scopeRoutes[kind].submit, form);

export const removeScopes = (kind: ScopeKind, ids: string[]) => call(scopeRoutes[kind].remove, { ids: ids.join(',') });

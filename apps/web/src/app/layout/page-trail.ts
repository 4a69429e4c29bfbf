import type { AppRoute } from '../routes';
import type { MenuNode } from '../session-queries';
import { menuNameOf, menuTrail } from './menu-tree';

export type TrailRoute = Pick<AppRoute, 'path' | 'title' | 'titleOf' | 'parent'>;

/** Whether the caller's menu tree has an entry at this path. */
export const inMenuOf = (tree: MenuNode[]) => (path: string) => menuTrail(tree, path).length > 0;

/**
 * The pages above `route` the caller reaches through their own menu, outermost first (the receipt detail: 我的仓单).
 * At each level the first of the page's lists that the caller's menu has; a detail page in between (a category's
 * bank detail) counts when its own list is reached. A list the caller's menu lacks is never named: a page only
 * reached from elsewhere has no trail.
 */
export const parentTrail = <R extends TrailRoute>(
  route: R,
  routes: readonly R[],
  inMenu: (path: string) => boolean,
): R[] => {
  for (const path of [route.parent ?? []].flat()) {
    const parent = routes.find((r) => r.path === path);
    if (!parent || parent === route) continue;
    if (inMenu(parent.path)) return [parent];
    const above = parentTrail(parent, routes, inMenu);
    if (above.length > 0) return [...above, parent];
  }
  return [];
};

export type Crumb = { title: string; path?: string };

/**
 * The breadcrumb of a page, named from the caller's own menu tree: the menu groups above its list, its list (a
 * link), the pages between, the page. A page's menu name wins over its route title (the platform's 合同监管).
 */
export const breadcrumbOf = <R extends TrailRoute>(
  tree: MenuNode[],
  routes: readonly R[],
  route: R,
  search: string,
): Crumb[] => {
  const inMenu = inMenuOf(tree);
  const pages = [...parentTrail(route, routes, inMenu), route];
  const groups = menuTrail(tree, pages[0]!.path).slice(0, -1);
  return [
    ...groups.map((n) => ({ title: n.name })),
    ...pages.map((r, i) => {
      const own = r === route ? (r.titleOf?.(new URLSearchParams(search)) ?? r.title) : r.title;
      const title = menuNameOf(tree, r.path) ?? own;
      // Only the menu's own list is a link: a detail in between needs its record's id.
      return i === 0 && r !== route && inMenu(r.path) ? { title, path: r.path } : { title };
    }),
  ];
};

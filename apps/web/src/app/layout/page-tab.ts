import type { AppRoute } from '../routes';

/** An open page: `key` is the screen and record it shows (its tab), `url` where it was last opened. */
export type PageTab = { key: string; url: string; title: string };

export type TabRoute = Pick<AppRoute, 'path' | 'parent' | 'tabBy' | 'tabAs'>;

/**
 * Which tab a location belongs to: the route's screen (its `tabAs`, else its path) with the params that tell its
 * records apart (`tabBy`), sorted, so the order of a link's params never opens a second tab.
 */
export const tabKeyOf = (route: TabRoute, search: string) => {
  const params = new URLSearchParams(search);
  const by = route.tabBy ?? (route.parent ? [...new Set(params.keys())] : []);
  const kept = [...by]
    .sort()
    .flatMap((name) => params.getAll(name).map((value) => [name, value] as [string, string]))
    .filter(([, value]) => value !== '');
  const query = new URLSearchParams(kept).toString();
  return `${route.tabAs ?? route.path}${query ? `?${query}` : ''}`;
};

/**
 * Opens a location in the tabs: the tab of the same screen and record is reused (it now leads to this url; a title
 * without its record's code keeps the one it had), any other opens at the end.
 */
export const openTab = (tabs: readonly PageTab[], tab: PageTab, plainTitle: string): PageTab[] => {
  const at = tabs.findIndex((t) => t.key === tab.key);
  if (at < 0) return [...tabs, tab];
  const old = tabs[at]!;
  const title = tab.title === plainTitle && old.title !== plainTitle ? old.title : tab.title;
  if (old.url === tab.url && old.title === title) return tabs as PageTab[];
  return tabs.map((t, i) => (i === at ? { ...tab, title } : t));
};

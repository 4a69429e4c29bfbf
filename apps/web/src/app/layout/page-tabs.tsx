import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../access';
import { HOME_PATH, matchAppRoute, routeTitle } from '../routes';
import { menuNameOf } from './menu-tree';
import { openTab, type PageTab, tabKeyOf } from './page-tab';
import type { ClosePageState } from './use-close-page';

const STORE = 'kc.tabs';
const HOME_TAB: PageTab = { key: HOME_PATH, url: HOME_PATH, title: '首页' };

/** The tab of a url (`/contract/detail?id=1`), or undefined when no page of the app has it. */
const tabKeyOfUrl = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  const route = matchAppRoute(pathname);
  return route ? tabKeyOf(route, query) : undefined;
};

const loadTabs = (): PageTab[] => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as Partial<PageTab>[];
    let tabs = [HOME_TAB];
    for (const t of saved) {
      // A tab saved before tabs had their own key was known by its url.
      const url = t.url ?? t.key ?? '';
      const key = tabKeyOfUrl(url);
      if (key && key !== HOME_PATH) tabs = openTab(tabs, { key, url, title: t.title ?? '' }, '');
    }
    return tabs;
  } catch {
    return [HOME_TAB];
  }
};

/**
 * Tabs of the pages opened in this session, one per screen and record (page-tab.ts): a list opened twice is one
 * tab, two contracts' details are two; every tab but home can be closed.
 */
export const PageTabs = () => {
  const { pathname, search, state } = useLocation();
  const closeTab = (state as ClosePageState | null)?.closeTab;
  const navigate = useNavigate();
  const { tree, codes, ready } = useMenuGrants();
  const [tabs, setTabs] = useState<PageTab[]>(loadTabs);
  const route = matchAppRoute(pathname);
  const url = `${pathname}${search}`;
  const activeKey = route ? tabKeyOf(route, search) : url;

  // A page the user may not open (403) gets no tab.
  const allowed = Boolean(route) && ready && (!route?.menu || codes.has(route.menu));

  useEffect(() => {
    if (!route || !allowed) return;
    const plain = menuNameOf(tree, route.path) ?? route.title;
    const title = menuNameOf(tree, route.path) ?? routeTitle(route, search);
    setTabs((prev) => openTab(prev, { key: activeKey, url, title }, plain));
  }, [activeKey, url, route, search, tree, allowed]);

  // A page that closed itself on the way here (useClosePage) loses its tab.
  useEffect(() => {
    const closing = closeTab ? tabKeyOfUrl(closeTab) : undefined;
    if (closing && closing !== activeKey) setTabs((prev) => prev.filter((t) => t.key !== closing));
  }, [closeTab, activeKey]);

  useEffect(() => {
    sessionStorage.setItem(STORE, JSON.stringify(tabs.filter((t) => t.key !== HOME_PATH)));
  }, [tabs]);

  const close = (key: string) => {
    const at = tabs.findIndex((t) => t.key === key);
    const rest = tabs.filter((t) => t.key !== key);
    setTabs(rest);
    if (key === activeKey) navigate(rest[Math.max(0, at - 1)]?.url ?? HOME_PATH);
  };

  return (
    <Tabs
      className="kc-page-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={allowed ? activeKey : undefined}
      onChange={(key) => {
        const tab = tabs.find((t) => t.key === key);
        if (tab && tab.url !== url) navigate(tab.url);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={tabs.map((t) => ({ key: t.key, label: t.title, closable: t.key !== HOME_PATH }))}
    />
  );
};

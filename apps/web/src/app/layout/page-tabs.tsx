import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../access';
import { HOME_PATH, matchAppRoute, routeTitle } from '../routes';
import { menuNameOf } from './menu-tree';
import type { ClosePageState } from './use-close-page';

type PageTab = { key: string; title: string };

const STORE = 'kc.tabs';
const HOME_TAB: PageTab = { key: HOME_PATH, title: '首页' };

const loadTabs = (): PageTab[] => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as PageTab[];
    return [HOME_TAB, ...saved.filter((t) => t.key !== HOME_PATH)];
  } catch {
    return [HOME_TAB];
  }
};

/** Tabs of the pages opened in this session; every tab but home can be closed. */
export const PageTabs = () => {
  const { pathname, search, state } = useLocation();
  const closeTab = (state as ClosePageState | null)?.closeTab;
  const navigate = useNavigate();
  const { tree, codes, ready } = useMenuGrants();
  const [tabs, setTabs] = useState<PageTab[]>(loadTabs);
  const route = matchAppRoute(pathname);
  const activeKey = `${pathname}${search}`;

  // A page the user may not open (403) gets no tab.
  const allowed = Boolean(route) && ready && (!route?.menu || codes.has(route.menu));

  useEffect(() => {
    if (!route || !allowed) return;
    const title = menuNameOf(tree, route.path) ?? routeTitle(route, search);
    setTabs((prev) => {
      const at = prev.findIndex((t) => t.key === activeKey);
      if (at >= 0) return prev[at].title === title ? prev : prev.map((t, i) => (i === at ? { ...t, title } : t));
      return [...prev, { key: activeKey, title }];
    });
  }, [activeKey, route, search, tree, allowed]);

  // A page that closed itself on the way here (useClosePage) loses its tab.
  useEffect(() => {
    if (closeTab && closeTab !== activeKey) setTabs((prev) => prev.filter((t) => t.key !== closeTab));
  }, [closeTab, activeKey]);

  useEffect(() => {
    sessionStorage.setItem(STORE, JSON.stringify(tabs.filter((t) => t.key !== HOME_PATH)));
  }, [tabs]);

  const close = (key: string) => {
    const at = tabs.findIndex((t) => t.key === key);
    const rest = tabs.filter((t) => t.key !== key);
    setTabs(rest);
    if (key === activeKey) navigate(rest[Math.max(0, at - 1)]?.key ?? HOME_PATH);
  };

  return (
    <Tabs
      className="kc-page-tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={allowed ? activeKey : undefined}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={tabs.map((t) => ({ key: t.key, label: t.title, closable: t.key !== HOME_PATH }))}
    />
  );
};

import { Button, Layout, Result, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ForbiddenPage, NotFoundPage } from '../../pages/status-pages';
import { useMenuGrants } from '../access';
import { liveEvents } from '../live-events';
import { PRODUCT_NAME } from '../product';
import { type AppRoute, appRoutes, HOME_PATH, matchAppRoute } from '../routes';
import type { MenuNode } from '../session-queries';
import { PageTabs } from './page-tabs';
import { RouteProgress } from './route-progress';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import './app-layout.css';

const PageSpin = () => (
  <div className="kc-page-spin">
    <Spin />
  </div>
);

/** The first menu (depth first) whose path is a page of this app. */
const firstScreenPath = (nodes: MenuNode[]): string | undefined => {
  for (const n of nodes) {
    if (n.category === 1 && n.path && matchAppRoute(n.path)) return n.path;
    const inner = firstScreenPath(n.children ?? []);
    if (inner) return inner;
  }
  return undefined;
};

/** A page opens only when the user's menu grants it (403 otherwise). */
const GuardedPage = ({ route }: { route: AppRoute }) => {
  const { ready, failed, codes, tree } = useMenuGrants();
  if (failed) {
    return (
      <Result
        status="error"
        title="菜单加载失败"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!ready) return <PageSpin />;
  if (route.menu && !codes.has(route.menu)) {
    // A role without the home page lands on its first granted screen instead of a 403.
    const first = route.path === HOME_PATH ? firstScreenPath(tree) : undefined;
    return first ? <Navigate to={first} replace /> : <ForbiddenPage />;
  }
  const Page = route.component;
  return (
    <Suspense fallback={<RouteProgress />}>
      <Page />
    </Suspense>
  );
};

export const AppLayout = () => {
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    liveEvents.start();
    return () => liveEvents.stop();
  }, []);

  return (
    <Layout className="kc-layout">
      <Layout.Sider className="kc-sider" width={216} collapsed={collapsed} collapsedWidth={64} trigger={null}>
        <div className="kc-logo" title={PRODUCT_NAME}>
          <span className="kc-logo-mark">仓</span>
          {!collapsed && <span className="kc-logo-text">{PRODUCT_NAME}</span>}
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="kc-header">
          <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </Layout.Header>
        <PageTabs />
        <Layout.Content className="kc-content">
          <Routes>
            <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
            {appRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={<GuardedPage route={r} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};

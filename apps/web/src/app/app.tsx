import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginPage } from '../pages/login-page';
import { configureApiClient } from './api-client';
import { RouteProgress } from './layout/route-progress';
import { liveEvents } from './live-events';
import { queryClient } from './query-client';
import { publicRoutes } from './routes';
import { SandboxMark } from './sandbox-mark';
import { currentPath, hasSession, loginPathFor } from './session';

const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

/** Lets the API client toast through antd's context and leave for the login page through the router. */
const ApiClientBridge = () => {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      showError: (msg) => void message.error(msg),
      toLogin: (path) => navigate(path, { replace: true }),
      onSessionEnd: () => {
        liveEvents.stop();
        queryClient.clear();
      },
    });
  }, [message, navigate]);
  return null;
};

const RequireSession = ({ children }: { children: ReactNode }) =>
  hasSession() ? children : <Navigate to={loginPathFor(currentPath())} replace />;

export const FullPageSpin = () => (
  <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <RouteProgress />
    <Spin size="large" />
  </div>
);

export const App = () => (
  <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ApiClientBridge />
          <SandboxMark />
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            {publicRoutes.map(({ path, component: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<FullPageSpin />}>
                    <Page />
                  </Suspense>
                }
              />
            ))}
            <Route
              path="*"
              element={
                <RequireSession>
                  <Suspense fallback={<FullPageSpin />}>
                    <AppLayout />
                  </Suspense>
                </RequireSession>
              }
            />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </AntApp>
  </ConfigProvider>
);

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's page; app/routes.tsx spreads them into the one route table. */
export const sandboxRoutes: AppRoute[] = [
  {
    path: '/sandbox',
    title: '沙箱控制台',
    menu: 'sandbox',
    component: lazy(() => import('./pages/sandbox-page').then((m) => ({ default: m.SandboxPage }))),
  },
];

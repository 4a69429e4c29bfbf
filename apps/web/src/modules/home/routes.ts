import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's page; app/routes.tsx spreads them into the one route table. */
export const homeRoutes: AppRoute[] = [
  {
    path: '/home',
    title: '首页',
    menu: 'home',
    component: lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage }))),
  },
];

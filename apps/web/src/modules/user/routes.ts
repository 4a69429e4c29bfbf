import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const userRoutes: AppRoute[] = [
  {
    path: '/system/user',
    title: '用户管理',
    menu: 'user',
    component: lazy(() => import('./pages/user-page').then((m) => ({ default: m.UserPage }))),
  },
  {
    path: '/system/dept',
    title: '机构管理',
    menu: 'dept',
    component: lazy(() => import('./pages/dept-page').then((m) => ({ default: m.DeptPage }))),
  },
  {
    path: '/info/index',
    title: '个人信息',
    // Every logged-in user keeps their own profile, whatever their menu grants.
    component: lazy(() => import('./pages/profile-page').then((m) => ({ default: m.ProfilePage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const systemRoutes: AppRoute[] = [
  {
    path: '/system/dictbiz',
    title: '业务字典',
    menu: 'dict',
    component: lazy(() => import('./pages/dict-biz-page').then((m) => ({ default: m.DictBizPage }))),
  },
  {
    path: '/system/role',
    title: '角色管理',
    menu: 'role',
    component: lazy(() => import('./pages/role-page').then((m) => ({ default: m.RolePage }))),
  },
  {
    path: '/system/menu',
    title: '菜单管理',
    menu: 'menu',
    component: lazy(() => import('./pages/menu-page').then((m) => ({ default: m.MenuPage }))),
  },
  {
    path: '/system/dict',
    title: '系统字典',
    menu: 'system_dict',
    component: lazy(() => import('./pages/dict-page').then((m) => ({ default: m.DictPage }))),
  },
];

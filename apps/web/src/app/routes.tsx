import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router-dom';

export type AppRoute = {
  path: string;
  title: string;
  /** The menu code that grants the page; without it, any logged-in user may open it. */
  menu?: string;
  component: LazyExoticComponent<ComponentType>;
};

/** Every page inside the layout: one place for path, tab title, granting menu and the lazy page. */
export const appRoutes: AppRoute[] = [
  {
    path: '/home',
    title: '首页',
    menu: 'home',
    component: lazy(() => import('../modules/home/pages/home-page').then((m) => ({ default: m.HomePage }))),
  },
  {
    path: '/system/dictbiz',
    title: '业务字典',
    menu: 'dict',
    component: lazy(() => import('../modules/system/pages/dict-biz-page').then((m) => ({ default: m.DictBizPage }))),
  },
];

export const HOME_PATH = '/home';

export const matchAppRoute = (pathname: string) => appRoutes.find((r) => matchPath(r.path, pathname));

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { RELEASE_PATH, RELEASE_SPLIT_PATH } from './release-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const releaseRoutes: AppRoute[] = [
  {
    path: RELEASE_PATH,
    title: '解押提货',
    titleOf: (params) =>
      params.get('id') ? (params.get('code') ? `${params.get('code')} 解押详情` : '解押详情') : '解押提货',
    // The list and each release's detail are one screen by ?id=: each release opens its own tab.
    tabBy: ['id'],
    menu: 'ccb_release',
    component: lazy(() => import('./pages/release-page').then((m) => ({ default: m.ReleasePage }))),
  },
  {
    path: RELEASE_SPLIT_PATH,
    title: '托盘拆分',
    tabBy: ['id'],
    menu: 'ccb_release',
    parent: RELEASE_PATH,
    component: lazy(() => import('./pages/tray-split-page').then((m) => ({ default: m.TraySplitPage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { TRANSFER_DETAIL_PATH, TRANSFER_LIST_PATH } from './transfer-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const transferRoutes: AppRoute[] = [
  {
    path: TRANSFER_LIST_PATH,
    title: '仓单过户',
    menu: 'ple_transfer',
    component: lazy(() => import('./pages/transfer-list-page').then((m) => ({ default: m.TransferListPage }))),
  },
  {
    path: TRANSFER_DETAIL_PATH,
    parent: TRANSFER_LIST_PATH,
    title: '过户详情',
    tabBy: ['id'],
    component: lazy(() => import('./pages/transfer-detail-page').then((m) => ({ default: m.TransferDetailPage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { BILL_MOVE_DETAIL_PATH, BILL_MOVE_LIST_PATH } from './bill-move-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const billMoveRoutes: AppRoute[] = [
  {
    path: BILL_MOVE_LIST_PATH,
    title: '移库申请',
    menu: 'wms_bill_move',
    component: lazy(() => import('./pages/bill-move-page').then((m) => ({ default: m.BillMovePage }))),
  },
  {
    path: BILL_MOVE_DETAIL_PATH,
    title: '移库详情',
    titleOf: (params) => (params.get('name') ? `${params.get('name')} 移库详情` : '移库详情'),
    tabBy: ['id'],
    menu: 'wms_bill_move',
    parent: BILL_MOVE_LIST_PATH,
    component: lazy(() => import('./pages/bill-move-detail-page').then((m) => ({ default: m.BillMoveDetailPage }))),
  },
];

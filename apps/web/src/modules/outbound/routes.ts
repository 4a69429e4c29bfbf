import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { OUTBOUND_DETAIL_PATH, OUTBOUND_LIST_PATH } from './outbound-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const outboundRoutes: AppRoute[] = [
  {
    path: OUTBOUND_LIST_PATH,
    title: '出库申请',
    menu: 'wms_output',
    component: lazy(() => import('./pages/outbound-page').then((m) => ({ default: m.OutboundPage }))),
  },
  {
    path: OUTBOUND_DETAIL_PATH,
    title: '出库单详情',
    titleOf: (params) => (params.get('name') ? `${params.get('name')} 出库单详情` : '出库单详情'),
    tabBy: ['id'],
    menu: 'wms_output',
    parent: OUTBOUND_LIST_PATH,
    component: lazy(() => import('./pages/outbound-detail-page').then((m) => ({ default: m.OutboundDetailPage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import {
  INBOUND_APPLY_PATH,
  INBOUND_DETAIL_PATH,
  INBOUND_LIST_PATH,
  INSPECTION_DETAIL_PATH,
  INSPECTION_LIST_PATH,
} from './inbound-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const inboundRoutes: AppRoute[] = [
  {
    path: INBOUND_LIST_PATH,
    title: '入库申请',
    menu: 'wms_input',
    component: lazy(() => import('./pages/inbound-page').then((m) => ({ default: m.InboundPage }))),
  },
  {
    path: INBOUND_APPLY_PATH,
    parent: INBOUND_LIST_PATH,
    title: '入库申请单',
    menu: 'wms_input',
    component: lazy(() => import('./pages/inbound-apply-page').then((m) => ({ default: m.InboundApplyPage }))),
  },
  {
    path: INBOUND_DETAIL_PATH,
    parent: INBOUND_LIST_PATH,
    // One tab per order, whether it was opened to look (type 1) or to audit (type 2); name is its code.
    tabBy: ['id'],
    title: '入库单详情',
    menu: 'wms_input',
    component: lazy(() => import('./pages/inbound-detail-page').then((m) => ({ default: m.InboundDetailPage }))),
  },
  {
    path: INSPECTION_LIST_PATH,
    title: '公检管理',
    menu: 'check_test',
    component: lazy(() => import('./pages/inspection-page').then((m) => ({ default: m.InspectionPage }))),
  },
  {
    path: INSPECTION_DETAIL_PATH,
    parent: INSPECTION_LIST_PATH,
    title: '公检详情',
    menu: 'check_test',
    component: lazy(() => import('./pages/inspection-detail-page').then((m) => ({ default: m.InspectionDetailPage }))),
  },
];

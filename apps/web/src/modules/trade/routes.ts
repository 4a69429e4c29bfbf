import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { DEMAND_DETAIL_PATH, DEMAND_LIST_PATH, LISTING_AUDIT_PATH, LISTING_LIST_PATH } from './trade-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const tradeRoutes: AppRoute[] = [
  {
    path: LISTING_LIST_PATH,
    title: '挂牌货物',
    menu: 'trade_goods',
    component: lazy(() => import('./pages/listing-page').then((m) => ({ default: m.ListingPage }))),
  },
  {
    path: LISTING_AUDIT_PATH,
    parent: LISTING_LIST_PATH,
    title: '挂牌货物详情',
    menu: 'trade_goods',
    component: lazy(() => import('./pages/listing-audit-page').then((m) => ({ default: m.ListingAuditPage }))),
  },
  {
    path: DEMAND_LIST_PATH,
    title: '求购信息',
    menu: 'trade_demand',
    component: lazy(() => import('./pages/demand-page').then((m) => ({ default: m.DemandPage }))),
  },
  {
    path: DEMAND_DETAIL_PATH,
    parent: DEMAND_LIST_PATH,
    title: '求购详情',
    menu: 'trade_demand',
    component: lazy(() => import('./pages/demand-detail-page').then((m) => ({ default: m.DemandDetailPage }))),
  },
];

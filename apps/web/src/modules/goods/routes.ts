import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const goodsRoutes: AppRoute[] = [
  {
    path: '/base/basematerial/index',
    title: '仓储物类别',
    menu: 'basematerial',
    component: lazy(() => import('./pages/base-material-page').then((m) => ({ default: m.BaseMaterialPage }))),
  },
  {
    path: '/base/basematerial/detail',
    parent: '/base/basematerial/index',
    title: '仓储物类别详情',
    menu: 'basematerial',
    component: lazy(() =>
      import('./pages/base-material-detail-page').then((m) => ({ default: m.BaseMaterialDetailPage })),
    ),
  },
  {
    path: '/base/basematerial/detailIndex',
    parent: '/base/basematerial/index',
    title: '银行明细',
    menu: 'basematerial',
    component: lazy(() => import('./pages/bank-detail-index-page').then((m) => ({ default: m.BankDetailIndexPage }))),
  },
  {
    path: '/base/basematerial/materialDetail',
    parent: '/base/basematerial/detailIndex',
    title: '银行类别明细',
    menu: 'basematerial',
    component: lazy(() => import('./pages/material-detail-page').then((m) => ({ default: m.MaterialDetailPage }))),
  },
  {
    path: '/base/basematerial/financingGoods',
    parent: '/base/basematerial/detailIndex',
    title: '融资货物',
    menu: 'basematerial',
    component: lazy(() => import('./pages/financing-goods-page').then((m) => ({ default: m.FinancingGoodsPage }))),
  },
];

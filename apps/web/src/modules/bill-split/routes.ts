import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { BILL_SPLIT_DETAIL_PATH, BILL_SPLIT_FORM_PATH, BILL_SPLIT_LIST_PATH } from './bill-split-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const billSplitRoutes: AppRoute[] = [
  {
    path: BILL_SPLIT_LIST_PATH,
    title: '仓单拆单申请',
    menu: 'bill_split_apply',
    component: lazy(() => import('./pages/bill-split-list-page').then((m) => ({ default: m.BillSplitListPage }))),
  },
  {
    path: BILL_SPLIT_DETAIL_PATH,
    title: '拆单申请详情',
    tabBy: ['id'],
    menu: 'bill_split_apply',
    parent: BILL_SPLIT_LIST_PATH,
    component: lazy(() => import('./pages/bill-split-detail-page').then((m) => ({ default: m.BillSplitDetailPage }))),
  },
  {
    path: BILL_SPLIT_FORM_PATH,
    title: '拆单申请',
    titleOf: (params) => (params.get('id') ? '编辑拆单申请' : '新增拆单申请'),
    tabBy: ['id'],
    menu: 'bill_split_apply',
    parent: BILL_SPLIT_LIST_PATH,
    component: lazy(() => import('./pages/bill-split-form-page').then((m) => ({ default: m.BillSplitFormPage }))),
  },
];

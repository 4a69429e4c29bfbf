import {
  BORROWER_ADD_PATH,
  BORROWER_DETAIL_PATH,
  BORROWER_EDIT_PATH,
  BORROWER_LIST_PATH,
  COBORROWER_LIST_PATH,
} from '@kc/domain/borrower/borrower';
import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const borrowerRoutes: AppRoute[] = [
  {
    path: BORROWER_LIST_PATH,
    title: '借款人管理',
    menu: 'borrower',
    component: lazy(() => import('./pages/borrower-list-page').then((m) => ({ default: m.BorrowerListPage }))),
  },
  {
    path: BORROWER_ADD_PATH,
    title: '新增借款人',
    menu: 'borrower',
    parent: BORROWER_LIST_PATH,
    component: lazy(() => import('./pages/borrower-form-page').then((m) => ({ default: m.BorrowerFormPage }))),
  },
  {
    path: BORROWER_EDIT_PATH,
    title: '编辑借款人',
    tabBy: ['id'],
    menu: 'borrower',
    parent: BORROWER_LIST_PATH,
    component: lazy(() => import('./pages/borrower-form-page').then((m) => ({ default: m.BorrowerFormPage }))),
  },
  {
    path: BORROWER_DETAIL_PATH,
    title: '借款人详情',
    tabBy: ['id'],
    menu: 'borrower',
    parent: BORROWER_LIST_PATH,
    component: lazy(() => import('./pages/borrower-detail-page').then((m) => ({ default: m.BorrowerDetailPage }))),
  },
  {
    path: COBORROWER_LIST_PATH,
    title: '共借人管理',
    menu: 'co_borrower',
    component: lazy(() => import('./pages/co-borrower-list-page').then((m) => ({ default: m.CoBorrowerListPage }))),
  },
];

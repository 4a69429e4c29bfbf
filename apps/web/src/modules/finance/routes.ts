import { bankDeskScreens } from '@kc/domain/finance/bank-desk';
import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { FINANCE_APPLY_PATH, FINANCE_DETAIL_PATH, FINANCE_LIST_PATH } from './finance-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const financeRoutes: AppRoute[] = [
  {
    path: FINANCE_LIST_PATH,
    title: '融资申请',
    menu: 'ccb_finance',
    component: lazy(() => import('./pages/finance-list-page').then((m) => ({ default: m.FinanceListPage }))),
  },
  {
    path: FINANCE_APPLY_PATH,
    title: '新增融资申请',
    titleOf: (params) => (params.get('id') ? '编辑融资申请' : '新增融资申请'),
    menu: 'ccb_finance',
    parent: FINANCE_LIST_PATH,
    component: lazy(() => import('./pages/finance-apply-page').then((m) => ({ default: m.FinanceApplyPage }))),
  },
  {
    path: FINANCE_DETAIL_PATH,
    title: '融资详情',
    titleOf: (params) => (params.get('code') ? `${params.get('code')} 融资详情` : '融资详情'),
    tabBy: ['id'],
    menu: 'ccb_finance',
    parent: FINANCE_LIST_PATH,
    component: lazy(() => import('./pages/finance-detail-page').then((m) => ({ default: m.FinanceDetailPage }))),
  },

  {
    path: bankDeskScreens.list,
    title: '银行工作台',
    menu: 'bank_desk',
    component: lazy(() => import('./pages/bank-desk-list-page').then((m) => ({ default: m.BankDeskListPage }))),
  },
  {
    path: bankDeskScreens.detail,
    title: '融资办理',
    titleOf: (params) => (params.get('code') ? `${params.get('code')} 融资办理` : '融资办理'),
    tabBy: ['id'],
    menu: 'bank_desk',
    parent: bankDeskScreens.list,
    component: lazy(() => import('./pages/bank-desk-detail-page').then((m) => ({ default: m.BankDeskDetailPage }))),
  },
];

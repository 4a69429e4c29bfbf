import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const enterpriseRoutes: AppRoute[] = [
  {
    path: '/base/enterprise/myEnterprise',
    title: '企业信息',
    menu: 'enterprise_info',
    component: lazy(() => import('./pages/enterprise-info-page').then((m) => ({ default: m.EnterpriseInfoPage }))),
  },
  {
    path: '/base/enterprise/enterpriseInfo',
    title: '企业认证审核',
    menu: 'enterprise_review',
    // ?id= shows one enterprise's detail in place of the list: its own tab.
    tabBy: ['id'],
    component: lazy(() => import('./pages/enterprise-review-page').then((m) => ({ default: m.EnterpriseReviewPage }))),
  },
  {
    path: '/base/enterprise/enterpriseDetail',
    parent: '/base/enterprise/enterpriseInfo',
    title: '企业认证详情',
    menu: 'enterprise_review',
    component: lazy(() => import('./pages/enterprise-detail-page').then((m) => ({ default: m.EnterpriseDetailPage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

export const FEE_CONFIG_PATH = '/trade/proportion';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const feeConfigRoutes: AppRoute[] = [
  {
    path: FEE_CONFIG_PATH,
    title: '平台手续费配置',
    menu: 'trade_proportion',
    component: lazy(() => import('./pages/fee-config-page').then((m) => ({ default: m.FeeConfigPage }))),
  },
];

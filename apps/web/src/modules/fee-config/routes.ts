import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

export const FEE_CONFIG_PATH = '/trade/proportionConfig';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const feeConfigRoutes: AppRoute[] = [
  {
    path: FEE_CONFIG_PATH,
    title: '费用配置',
    menu: 'proportion_config',
    component: lazy(() => import('./pages/fee-config-page').then((m) => ({ default: m.FeeConfigPage }))),
  },
];

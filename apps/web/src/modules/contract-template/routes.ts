import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

export const CONTRACT_TEMPLATE_PATH = '/contract/template';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const contractTemplateRoutes: AppRoute[] = [
  {
    path: CONTRACT_TEMPLATE_PATH,
    title: '合同模板',
    menu: 'contract_template',
    component: lazy(() => import('./pages/contract-template-page').then((m) => ({ default: m.ContractTemplatePage }))),
  },
];

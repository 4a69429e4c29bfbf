import { lazy } from 'react';
import type { AppRoute, PublicRoute } from '../../app/routes';
import {
  CONTRACT_ADD_PATH,
  CONTRACT_DETAIL_PATH,
  CONTRACT_LIST_PATH,
  CONTRACT_MANAGE_PATH,
  CONTRACT_PREVIEW_PATH,
} from './contract-paths';

const list = () => import('./pages/contract-list-page');

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const contractRoutes: AppRoute[] = [
  {
    path: CONTRACT_LIST_PATH,
    title: '我的合同',
    menu: 'contract_list',
    component: lazy(() => list().then((m) => ({ default: m.ContractListPage }))),
  },
  {
    path: CONTRACT_MANAGE_PATH,
    title: '合同监管',
    menu: 'contract_manage',
    component: lazy(() => list().then((m) => ({ default: m.ContractManagePage }))),
  },
  {
    path: CONTRACT_ADD_PATH,
    parent: CONTRACT_LIST_PATH,
    title: '新增合同',
    titleOf: (params) => (params.get('id') ? '编辑合同' : '新增合同'),
    menu: 'contract_list',
    component: lazy(() => import('./pages/contract-add-page').then((m) => ({ default: m.ContractAddPage }))),
  },
  {
    path: CONTRACT_DETAIL_PATH,
    parent: [CONTRACT_LIST_PATH, CONTRACT_MANAGE_PATH],
    title: '合同详情',
    component: lazy(() => import('./pages/contract-detail-page').then((m) => ({ default: m.ContractDetailPage }))),
  },
  {
    path: CONTRACT_PREVIEW_PATH,
    parent: [CONTRACT_LIST_PATH, CONTRACT_MANAGE_PATH],
    title: '合同预览',
    component: lazy(() => import('./pages/contract-preview-page').then((m) => ({ default: m.ContractPreviewPage }))),
  },
];

/** The contract's QR code opens this without a login. */
export const contractPublicRoutes: PublicRoute[] = [
  {
    path: '/contract/verify/:token',
    component: lazy(() => import('./pages/contract-verify-page').then((m) => ({ default: m.ContractVerifyPage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute, PublicRoute } from '../../app/routes';
import {
  APPLY_BATCH_SIGN_PATH,
  BATCH_SIGN_PATH,
  CONTRACT_BATCH_SIGN_PATH,
  DISASSEMBLE_BATCH_SIGN_PATH,
  RELEASE_BATCH_SIGN_PATH,
  SCAN_PATH,
} from './batch-sign-paths';

const BatchSignPage = lazy(() => import('./pages/batch-sign-page').then((m) => ({ default: m.BatchSignPage })));

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const batchSignRoutes: AppRoute[] = [
  {
    path: BATCH_SIGN_PATH,
    title: '仓单批量签章',
    menu: 'ple_bill_batch_sign',
    // Each origin's receipts are their own screen (batchSignViewOf); none is the user's whole list.
    tabBy: ['applyId', 'billIds', 'goodsId', 'moveId', 'disassembleId'],
    component: BatchSignPage,
  },
  {
    path: APPLY_BATCH_SIGN_PATH,
    title: '仓单申请批量签章',
    menu: 'ple_bill_batch_sign',
    parent: BATCH_SIGN_PATH,
    component: BatchSignPage,
  },
  {
    path: CONTRACT_BATCH_SIGN_PATH,
    title: '合同仓单批量签章',
    tabBy: ['id'],
    menu: 'ple_bill_batch_sign',
    parent: BATCH_SIGN_PATH,
    component: BatchSignPage,
  },
  {
    path: RELEASE_BATCH_SIGN_PATH,
    title: '解押拆分仓单批量签章',
    tabBy: ['goodsId'],
    menu: 'ccb_release',
    component: BatchSignPage,
  },
  {
    path: DISASSEMBLE_BATCH_SIGN_PATH,
    title: '拆单仓单批量签章',
    tabBy: ['disassembleId'],
    menu: 'external_destroy',
    component: BatchSignPage,
  },
];

/** The phone page a QR code opens: no login, the token is the credential. */
export const batchSignPublicRoutes: PublicRoute[] = [
  { path: SCAN_PATH, component: lazy(() => import('./pages/scan-page').then((m) => ({ default: m.ScanPage }))) },
];

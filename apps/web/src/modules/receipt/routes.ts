import { lazy } from 'react';
import type { AppRoute, PublicRoute } from '../../app/routes';
import { RECEIPT_DETAIL_PATH, RECEIPT_DETAILS_PATH, RECEIPT_LIST_PATH, VERIFY_PATH } from './receipt-paths';

const ReceiptDetailPage = lazy(() =>
  import('./pages/receipt-detail-page').then((m) => ({ default: m.ReceiptDetailPage })),
);

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const receiptRoutes: AppRoute[] = [
  {
    path: RECEIPT_LIST_PATH,
    title: '我的仓单',
    menu: 'ple_bill',
    component: lazy(() => import('./pages/receipt-page').then((m) => ({ default: m.ReceiptPage }))),
  },
  {
    path: RECEIPT_DETAIL_PATH,
    title: '仓单详情',
    menu: 'ple_bill',
    parent: RECEIPT_LIST_PATH,
    component: ReceiptDetailPage,
  },
  {
    path: RECEIPT_DETAILS_PATH,
    title: '仓单详情',
    tabAs: RECEIPT_DETAIL_PATH,
    menu: 'ple_bill',
    parent: RECEIPT_LIST_PATH,
    component: ReceiptDetailPage,
  },
];

/** The receipt's QR code opens this without a login. */
export const receiptPublicRoutes: PublicRoute[] = [
  {
    path: VERIFY_PATH,
    component: lazy(() => import('./pages/verify-page').then((m) => ({ default: m.VerifyPage }))),
  },
];

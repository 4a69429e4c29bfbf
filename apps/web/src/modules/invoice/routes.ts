import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';
import { INVOICE_PATH, TRADE_INVOICE_PATH } from './invoice-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const invoiceRoutes: AppRoute[] = [
  {
    path: INVOICE_PATH,
    title: '发票记录',
    menu: 'trade_invoice_record',
    component: lazy(() => import('./pages/invoice-page').then((m) => ({ default: m.InvoicePage }))),
  },
  {
    path: TRADE_INVOICE_PATH,
    title: '开票信息',
    menu: 'trade_invoice',
    component: lazy(() => import('./pages/trade-invoice-page').then((m) => ({ default: m.TradeInvoicePage }))),
  },
];

import { lazy } from 'react';
import type { AppRoute, PublicRoute } from '../../app/routes';

export const PAYMENT_PATH = '/trade/payments';
/** The sandbox's phone cashier a pay code opens (spec: the provider's code_url, played by this app). */
export const PAY_PHONE_PATH = '/m/pay';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const paymentRoutes: AppRoute[] = [
  {
    path: PAYMENT_PATH,
    title: '支付流水',
    menu: 'trade_payment',
    component: lazy(() => import('./pages/payment-page').then((m) => ({ default: m.PaymentPage }))),
  },
];

/** No login: the pay code is the credential. */
export const paymentPublicRoutes: PublicRoute[] = [
  { path: PAY_PHONE_PATH, component: lazy(() => import('./pages/pay-page').then((m) => ({ default: m.PayPage }))) },
];

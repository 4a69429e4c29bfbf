import { lazy } from 'react';
import type { AppRoute, PublicRoute } from '../../app/routes';
import { CREDIT_LIST_PATH, CREDIT_SIGN_PATH } from './credit-contract-paths';

/** This module's pages; app/routes.tsx spreads them into the one route table. */
export const creditContractRoutes: AppRoute[] = [
  {
    path: CREDIT_LIST_PATH,
    title: '征信合同',
    menu: 'investigation_agreement',
    component: lazy(() => import('./pages/credit-contract-page').then((m) => ({ default: m.CreditContractPage }))),
  },
];

/**
 * The phone page a credit consent's QR code opens: no login, the token is the credential. The drawer has no route of
 * its own: the borrower list and the financing application's detail include it (CreditContractDrawer).
 */
export const creditContractPublicRoutes: PublicRoute[] = [
  {
    path: CREDIT_SIGN_PATH,
    component: lazy(() => import('./pages/credit-sign-page').then((m) => ({ default: m.CreditSignPage }))),
  },
];

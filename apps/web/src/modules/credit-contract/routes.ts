import { lazy } from 'react';
import type { PublicRoute } from '../../app/routes';
import { CREDIT_SIGN_PATH } from './credit-contract-paths';

/**
 * The phone page a credit consent's QR code opens: no login, the token is the credential. The drawer itself has no
 * route: the borrower list and the financing application's detail include it (CreditContractDrawer).
 */
export const creditContractPublicRoutes: PublicRoute[] = [
  {
    path: CREDIT_SIGN_PATH,
    component: lazy(() => import('./pages/credit-sign-page').then((m) => ({ default: m.CreditSignPage }))),
  },
];

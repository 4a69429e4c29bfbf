import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { defineRoute } from '../shared/route';
import {
  confirmCollectionBody,
  confirmPayOfflineBody,
  confirmServiceBody,
  feeShareAnswer,
  payCodeAnswer,
  payInboxQuery,
  payInboxRow,
  paymentLedgerQuery,
  paymentLedgerRow,
  payResultQuery,
  payResultValue,
  servicePayCodeBody,
  voucherBody,
  voucherIdBody,
  voucherListAnswer,
  voucherListQuery,
} from './payment';

const CONTRACT = '/api/kc-flrk/contract';

/** The platform service fee's payment and its ledger (spec 2 §7): served by the server's payment module. */
export const paymentRoutes = {
  share: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/confirmService`,
    body: confirmServiceBody,
    answer: feeShareAnswer,
  }),
  payCode: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/servicePayCode`,
    body: servicePayCodeBody,
    answer: payCodeAnswer,
  }),
  payResult: defineRoute({
    method: 'GET',
    path: `${CONTRACT}/payResult`,
    query: payResultQuery,
    answer: payResultValue,
  }),
  insertVoucher: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/insertVoucher`,
    body: voucherBody,
    answer: idString,
  }),
  deleteVoucher: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/deleteVoucher`,
    body: voucherIdBody,
    answer: z.boolean(),
  }),
  vouchers: defineRoute({
    method: 'GET',
    path: `${CONTRACT}/voucherList`,
    query: voucherListQuery,
    answer: voucherListAnswer,
  }),
  confirmOffline: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/confirmPayOffline`,
    body: confirmPayOfflineBody,
    answer: z.boolean(),
  }),
  confirmCollection: defineRoute({
    method: 'POST',
    path: `${CONTRACT}/confirmCollection`,
    body: confirmCollectionBody,
    answer: z.boolean(),
  }),
  ledger: defineRoute({
    method: 'GET',
    path: '/api/kc-flrk/payment/page',
    query: paymentLedgerQuery,
    answer: pageOf(paymentLedgerRow),
  }),
  /**
   * The ledger as CSV: a file, not the JSON envelope (its answer is unknown on purpose). The server sends the bytes
   * itself and the web fetches it as a blob; only the path and the query are shared.
   */
  exportLedger: defineRoute({
    method: 'GET',
    path: '/api/kc-flrk/payment/export',
    query: paymentLedgerQuery,
    answer: z.unknown(),
  }),
  inbox: defineRoute({
    method: 'GET',
    path: '/api/kc-pay/inbox/page',
    query: payInboxQuery,
    answer: pageOf(payInboxRow),
  }),
} as const;

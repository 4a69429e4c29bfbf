import { z } from 'zod';
import { invoiceAnswer } from '../payment/invoice';
import { payCodeAnswer, payResultValue } from '../payment/payment';
import { idString } from '../shared/envelope';
import { defineRoute } from '../shared/route';
import {
  feeIdBody,
  feeIdQuery,
  feeInvoiceBody,
  feeInvoiceQuery,
  feeMoveAnswer,
  feePayCodeQuery,
  feeVoucherBody,
  feeVoucherListQuery,
  feeVoucherRow,
  serviceFeeCard,
  serviceFeeQuery,
  submitServiceAmountBody,
} from './service-fee';

const CCB = '/api/kc-flrk/ccb/finance';

/**
 * The financing service fee (spec 2 §3, §4, §5, §7 "Financing service fee"): the card, the platform's form, the
 * shipper's payment (online code and result, offline vouchers the platform confirms) and its invoice (bussType 2).
 * Served by the server's finance module, called by the web's. `id` is the fee's, `applyId` the application's.
 */
export const serviceFeeRoutes = {
  /** null before the bank disbursed */
  card: defineRoute({
    method: 'GET',
    path: `${CCB}/serviceFee`,
    query: serviceFeeQuery,
    answer: serviceFeeCard.nullable(),
  }),
  /** The card as the stash or commit left it (its serviceAmountStatus and payStatus). */
  submit: defineRoute({
    method: 'POST',
    path: `${CCB}/submitServiceAmount`,
    body: submitServiceAmountBody,
    answer: serviceFeeCard.nullable(),
  }),
  payCode: defineRoute({
    method: 'GET',
    path: `${CCB}/getServicePayCode`,
    query: feePayCodeQuery,
    answer: payCodeAnswer,
  }),
  payResult: defineRoute({ method: 'GET', path: `${CCB}/getPayResult`, query: feeIdQuery, answer: payResultValue }),
  /** The voucher's id. */
  insertVoucher: defineRoute({ method: 'POST', path: `${CCB}/insertAttach`, body: feeVoucherBody, answer: idString }),
  /** The fee as the removal left it (the last voucher takes it back to unpaid). */
  deleteVoucher: defineRoute({ method: 'POST', path: `${CCB}/deleteAttach`, body: feeIdBody, answer: feeMoveAnswer }),
  vouchers: defineRoute({
    method: 'GET',
    path: `${CCB}/attachListByPushId`,
    query: feeVoucherListQuery,
    answer: z.array(feeVoucherRow),
  }),
  confirmOffline: defineRoute({
    method: 'POST',
    path: `${CCB}/confirmPayOffline`,
    body: feeIdBody,
    answer: feeMoveAnswer,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: `${CCB}/supplyInvoice`,
    query: feeInvoiceQuery,
    answer: invoiceAnswer.nullable(),
  }),
  /** The invoice's id. */
  supplyInvoice: defineRoute({ method: 'POST', path: `${CCB}/supplyInvoice`, body: feeInvoiceBody, answer: idString }),
} as const;

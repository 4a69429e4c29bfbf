import { financeMoveAnswer, updateLoanMoneyBody } from '../finance/finance';
import { feeMoveAnswer, serviceFeeCard } from '../finance/service-fee';
import { payCodeAnswer, payResultValue } from '../payment/payment';
import { defineRoute } from '../shared/route';
import {
  releaseFeeBody,
  releaseFeeQuery,
  releasePayCodeQuery,
  releaseSubmitServiceAmountBody,
  releaseTradePayAnswer,
} from './release-fee';
import { releaseIdBody, releaseMoveAnswer } from './release-record';

const BASE = '/api/kc-flrk/ccb/release';

/**
 * A release's service fee and its payment, the loan amount under the release path, and the shipper's resubmission
 * (spec 3 §7 Release and pick-up: submitServiceAmount, getServicePayCode, getPayResult, getTradePayResult,
 * confirmPayOffline {id}, updateLoanMoney {applyId, loanMoney, status}). `id` is the **release's** (release-fee.ts);
 * the vouchers are the finance fee's routes with the card's fee id. Served by the server's release module.
 */
export const releaseFeeRoutes = {
  /** The release's fee card (ours: the release screen's 服务费 section); null before the bank disbursed. */
  serviceFee: defineRoute({
    method: 'GET',
    path: `${BASE}/serviceFee`,
    query: releaseFeeQuery,
    answer: serviceFeeCard.nullable(),
  }),
  submitServiceAmount: defineRoute({
    method: 'POST',
    path: `${BASE}/submitServiceAmount`,
    body: releaseSubmitServiceAmountBody,
    answer: serviceFeeCard.nullable(),
  }),
  getServicePayCode: defineRoute({
    method: 'GET',
    path: `${BASE}/getServicePayCode`,
    query: releasePayCodeQuery,
    answer: payCodeAnswer,
  }),
  getPayResult: defineRoute({
    method: 'GET',
    path: `${BASE}/getPayResult`,
    query: releaseFeeQuery,
    answer: payResultValue,
  }),
  getTradePayResult: defineRoute({
    method: 'GET',
    path: `${BASE}/getTradePayResult`,
    query: releaseFeeQuery,
    answer: releaseTradePayAnswer,
  }),
  confirmPayOffline: defineRoute({
    method: 'POST',
    path: `${BASE}/confirmPayOffline`,
    body: releaseFeeBody,
    answer: feeMoveAnswer,
  }),
  /** The application's loan amount (the finance module's updateLoanMoney, reachable here). */
  updateLoanMoney: defineRoute({
    method: 'POST',
    path: `${BASE}/updateLoanMoney`,
    body: updateLoanMoneyBody,
    answer: financeMoveAnswer,
  }),
  /** The shipper answers a rejection (11 or 21 → 10; our name, in the style of §7). */
  resubmitRelease: defineRoute({
    method: 'POST',
    path: `${BASE}/resubmitRelease`,
    body: releaseIdBody,
    answer: releaseMoveAnswer,
  }),
} as const;

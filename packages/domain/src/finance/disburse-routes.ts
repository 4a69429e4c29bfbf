import { z } from 'zod';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  cancelDisburseBody,
  disburseDetail,
  disburseRequestRow,
  disburseSubmitBody,
  organTreeNode,
  repaymentNoticeBody,
} from './disburse';
import { financeApplicationQuery, financeMoveAnswer } from './finance';

const APP = '/api/kc-finance/application';
const submitDisburse = (path: string) =>
  defineRoute({ method: 'POST', path: `${APP}/${path}`, body: disburseSubmitBody, answer: disburseRequestRow });

/**
 * The loan's shipper side (spec 2 §7 kc-finance/application): drawdown requests and their cancellation, which answer
 * the request with its new status, a disbursement's detail, the repayment notice (answering the application and its
 * status) and the bank organisation tree.
 */
export const disburseRoutes = {
  submit: submitDisburse('disburseSubmit'),
  /** The same call under its other name. */
  submitAlias: submitDisburse('submitDisburse'),
  cancel: defineRoute({
    method: 'POST',
    path: `${APP}/cancelDisburse`,
    body: cancelDisburseBody,
    answer: disburseRequestRow,
  }),
  requests: defineRoute({
    method: 'GET',
    path: `${APP}/disburseRequestList`,
    query: financeApplicationQuery,
    answer: z.array(disburseRequestRow),
  }),
  detail: defineRoute({ method: 'GET', path: `${APP}/getDisburseDetail`, query: idQuery, answer: disburseDetail }),
  /** The application the notice was sent for, with its status (the bank's repayment callback moves it, not this). */
  repaymentNotice: defineRoute({
    method: 'POST',
    path: `${APP}/submitRepayment`,
    body: repaymentNoticeBody,
    answer: financeMoveAnswer,
  }),
  organTree: defineRoute({ method: 'GET', path: `${APP}/getOrganTree`, answer: z.array(organTreeNode) }),
} as const;

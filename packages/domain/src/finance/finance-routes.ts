import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import { bankInboxRow } from './bank-inbox';
import {
  confirmContractBody,
  disbursementRow,
  financeApplicationQuery,
  financeApplyDetail,
  financeApplyForm,
  financeApplyRecord,
  financeAuditBody,
  financeBankOption,
  financeBillQuery,
  financeBorrowerOptions,
  financeDicAnswer,
  financeGoodsOption,
  financeIdBody,
  financeIdsBody,
  financeIframeAnswer,
  financeMoveAnswer,
  financePageQuery,
  financeWarehouseOption,
  fourContractRow,
  fourPdfAnswer,
  loanSummary,
  pledgeableBillRow,
  pushAgreementBody,
  repaymentListQuery,
  repaymentListRow,
  repaymentRow,
  repaymentSummary,
  updateLoanMoneyBody,
} from './finance';

const APP = '/api/kc-finance/application';
const CCB = '/api/kc-flrk/ccb/finance';

/** A financing bank's goods are asked by the bank's enterprise id. */
export const financingGoodsQuery = z.object({ bankId: z.string().regex(/^\d{1,19}$/, 'id 格式错误') });

const applicationList = pageOf(financeApplyRecord);
const saveApplication = (path: string) =>
  defineRoute({ method: 'POST', path: `${APP}/${path}`, body: financeApplyForm, answer: financeMoveAnswer });

/**
 * kc-finance/application (spec 2 §7 Pledge and financing): the shipper's application — options, save, submit,
 * cancel — the two reviews of the four-party agreement and the loan's lists. Served by the server's finance module,
 * called by the web's. Every move answers the application as it left it: its id, status and agreement status (financeMoveAnswer).
 */
export const financeApplicationRoutes = {
  list: defineRoute({ method: 'GET', path: `${APP}/list`, query: financePageQuery, answer: applicationList }),
  page: defineRoute({ method: 'GET', path: `${APP}/page`, query: financePageQuery, answer: applicationList }),
  dic: defineRoute({ method: 'GET', path: `${APP}/dic`, answer: financeDicAnswer }),
  detail: defineRoute({ method: 'GET', path: `${APP}/detail`, query: idQuery, answer: financeApplyDetail }),
  applyDetail: defineRoute({
    method: 'GET',
    path: `${APP}/getApplyDetail`,
    query: idQuery,
    answer: financeApplyDetail,
  }),
  iframeUrl: defineRoute({ method: 'GET', path: `${APP}/getIframeUrl`, query: idQuery, answer: financeIframeAnswer }),
  warehouses: defineRoute({
    method: 'GET',
    path: `${APP}/getWarehouseComp`,
    answer: z.array(financeWarehouseOption),
  }),
  bills: defineRoute({
    method: 'GET',
    path: `${APP}/getBillListByWarehouseUnitId`,
    query: financeBillQuery,
    answer: pageOf(pledgeableBillRow),
  }),
  borrowers: defineRoute({ method: 'GET', path: `${APP}/borrowers`, answer: financeBorrowerOptions }),
  banks: defineRoute({
    method: 'GET',
    path: `${APP}/banks`,
    answer: z.array(financeBankOption),
  }),
  goods: defineRoute({
    method: 'GET',
    path: `${APP}/financingGoods`,
    query: financingGoodsQuery,
    answer: z.array(financeGoodsOption),
  }),
  disbursements: defineRoute({
    method: 'GET',
    path: `${APP}/disburseList`,
    query: financeApplicationQuery,
    answer: z.array(disbursementRow),
  }),
  repayments: defineRoute({
    method: 'GET',
    path: `${APP}/repaymentList`,
    query: financeApplicationQuery,
    answer: z.array(repaymentRow),
  }),
  disburseInfo: defineRoute({
    method: 'GET',
    path: `${APP}/getDisburseInfo`,
    query: financeApplicationQuery,
    answer: loanSummary,
  }),
  repaymentInfo: defineRoute({
    method: 'GET',
    path: `${APP}/getRepaymentInfo`,
    query: financeApplicationQuery,
    answer: repaymentSummary,
  }),
  bankCallbacks: defineRoute({
    method: 'GET',
    path: `${APP}/bankCallbacks`,
    query: financeApplicationQuery,
    answer: z.array(bankInboxRow),
  }),
  repaymentPage: defineRoute({
    method: 'GET',
    path: '/api/kc-finance/repayment/list',
    query: repaymentListQuery,
    answer: pageOf(repaymentListRow),
  }),
  contractPage: defineRoute({
    method: 'GET',
    path: `${APP}/queryContractPage`,
    query: financeApplicationQuery,
    answer: z.array(fourContractRow),
  }),
  contractContent: defineRoute({
    method: 'GET',
    path: `${APP}/queryContractContent`,
    query: financeApplicationQuery,
    answer: fourPdfAnswer,
  }),
  save: saveApplication('save'),
  update: saveApplication('update'),
  saveOrUpdate: saveApplication('saveOrUpdateFinancingApplication'),
  /** Save and submit in one (提交 on the form). */
  saveAndSubmit: saveApplication('submit'),
  submit: defineRoute({
    method: 'POST',
    path: `${APP}/submitApplication`,
    body: financeIdBody,
    answer: financeMoveAnswer,
  }),
  reSubmit: defineRoute({
    method: 'POST',
    path: `${APP}/reSubmitApplication`,
    body: financeIdBody,
    answer: financeMoveAnswer,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: `${APP}/cancelApplication`,
    body: financeIdBody,
    answer: financeMoveAnswer,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${APP}/remove`,
    body: financeIdsBody,
    answer: z.array(financeMoveAnswer),
  }),
  confirmContract: defineRoute({
    method: 'POST',
    path: `${APP}/confirmContract`,
    body: confirmContractBody,
    answer: financeMoveAnswer,
  }),
  audit: defineRoute({
    method: 'POST',
    path: `${APP}/auditApplication`,
    body: financeAuditBody,
    answer: financeMoveAnswer,
  }),
} as const;

/** ccb/finance (spec 2 §7): the list and detail, the agreement's PDF, its push to the bank and the loan amount. */
export const ccbFinanceRoutes = {
  list: defineRoute({ method: 'GET', path: `${CCB}/list`, query: financePageQuery, answer: applicationList }),
  detail: defineRoute({ method: 'GET', path: `${CCB}/detail`, query: idQuery, answer: financeApplyDetail }),
  fourPdf: defineRoute({ method: 'GET', path: `${CCB}/getFourPdf`, query: idQuery, answer: fourPdfAnswer }),
  push: defineRoute({
    method: 'POST',
    path: `${CCB}/pushAgreementFour`,
    body: pushAgreementBody,
    answer: financeMoveAnswer,
  }),
  updateLoan: defineRoute({
    method: 'POST',
    path: `${CCB}/updateLoanMoney`,
    body: updateLoanMoneyBody,
    answer: financeMoveAnswer.extend({ loanMoneyStatus: z.number().int().nullable() }),
  }),
  warehousePass: defineRoute({
    method: 'POST',
    path: '/api/kc-flrk/ccb/warehouse/pushAgreementSign',
    body: financeIdBody,
    answer: financeMoveAnswer,
  }),
} as const;

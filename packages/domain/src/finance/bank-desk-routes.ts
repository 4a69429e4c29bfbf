import { defineRoute } from '../shared/route';
import {
  bankDeskAdmitBody,
  bankDeskAnswer,
  bankDeskCustomerAnswer,
  bankDeskCustomerBody,
  bankDeskCustomerPage,
  bankDeskCustomerQuery,
  bankDeskCustomerRefuseBody,
  bankDeskDetail,
  bankDeskDetailQuery,
  bankDeskDisburseBody,
  bankDeskPage,
  bankDeskPageQuery,
  bankDeskPledgeBody,
  bankDeskRefuseBody,
  bankDeskReleaseBody,
  bankDeskRepayBody,
  bankDeskPaths as paths,
} from './bank-desk';

/** The bank's desk (finance README "The bank's desk"). */
export const bankDeskRoutes = {
  page: defineRoute({ method: 'GET', path: paths.page, query: bankDeskPageQuery, answer: bankDeskPage }),
  detail: defineRoute({ method: 'GET', path: paths.detail, query: bankDeskDetailQuery, answer: bankDeskDetail }),
  customers: defineRoute({
    method: 'GET',
    path: paths.customers,
    query: bankDeskCustomerQuery,
    answer: bankDeskCustomerPage,
  }),
  customerAccept: defineRoute({
    method: 'POST',
    path: paths.customerAccept,
    body: bankDeskCustomerBody,
    answer: bankDeskCustomerAnswer,
  }),
  customerCreate: defineRoute({
    method: 'POST',
    path: paths.customerCreate,
    body: bankDeskCustomerBody,
    answer: bankDeskCustomerAnswer,
  }),
  customerRefuse: defineRoute({
    method: 'POST',
    path: paths.customerRefuse,
    body: bankDeskCustomerRefuseBody,
    answer: bankDeskCustomerAnswer,
  }),
  admit: defineRoute({ method: 'POST', path: paths.admit, body: bankDeskAdmitBody, answer: bankDeskAnswer }),
  refuse: defineRoute({ method: 'POST', path: paths.refuse, body: bankDeskRefuseBody, answer: bankDeskAnswer }),
  registerPledge: defineRoute({
    method: 'POST',
    path: paths.registerPledge,
    body: bankDeskPledgeBody,
    answer: bankDeskAnswer,
  }),
  disburse: defineRoute({ method: 'POST', path: paths.disburse, body: bankDeskDisburseBody, answer: bankDeskAnswer }),
  repay: defineRoute({ method: 'POST', path: paths.repay, body: bankDeskRepayBody, answer: bankDeskAnswer }),
  release: defineRoute({ method: 'POST', path: paths.release, body: bankDeskReleaseBody, answer: bankDeskAnswer }),
};

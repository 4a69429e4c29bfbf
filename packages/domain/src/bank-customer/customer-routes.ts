import { z } from 'zod';
import { creditContractRoutes } from '../credit-contract/credit-contract-routes';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  customerIdBody,
  customerListQuery,
  customerOrganNode,
  customerPage,
  customerPageQuery,
  customerParties,
  customerPartiesQuery,
  customerRow,
  jiankeSubmitBody,
} from './customer';

const BORROWER = '/api/kc-financeInfo/borrower';
const CUSTOMER = '/api/blade-financeInfo/customer';

/** Customer establishment (spec 2 §7): the wizard's calls and the records. */
export const bankCustomerRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: `${BORROWER}/jiankeSubmit`,
    body: jiankeSubmitBody,
    answer: customerRow,
  }),
  rebuild: defineRoute({ method: 'POST', path: `${BORROWER}/rebuild`, body: customerIdBody, answer: customerRow }),
  organTree: defineRoute({ method: 'GET', path: `${BORROWER}/getOrganTree`, answer: z.array(customerOrganNode) }),
  list: defineRoute({
    method: 'GET',
    path: `${CUSTOMER}/list`,
    query: customerListQuery,
    answer: z.array(customerRow),
  }),
  page: defineRoute({ method: 'GET', path: `${CUSTOMER}/page`, query: customerPageQuery, answer: customerPage }),
  detail: defineRoute({ method: 'GET', path: `${CUSTOMER}/detail`, query: idQuery, answer: customerRow }),
  /** The credit-investigation consent of the wizard's step 2 (spec 2 §7 getCreditContractQRCodeV3): the credit-contract module's route. */
  creditQrV3: creditContractRoutes.qrV3,
  parties: defineRoute({
    method: 'GET',
    path: `${BORROWER}/jiankeParties`,
    query: customerPartiesQuery,
    answer: customerParties,
  }),
  /** butTest: ask the bank again (after a failure) — test-only button */
  repush: defineRoute({ method: 'POST', path: `${CUSTOMER}/repush`, body: customerIdBody, answer: customerRow }),
};

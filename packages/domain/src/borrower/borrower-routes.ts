import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  borrowerDetail,
  borrowerDetailMore,
  borrowerMaterialsAnswer,
  borrowerRecord,
  coBorrowerDetail,
  coBorrowerRecord,
  identitySandboxRequest,
  obtainedBorrower,
  realNameAnswer,
} from './answers';
import {
  borrowerListQuery,
  borrowerSaveBody,
  coBorrowerListQuery,
  coBorrowerSaveBody,
  materialsSubmitBody,
} from './borrower';

const B = '/api/kc-financeInfo/borrower';
const C = '/api/kc-financeInfo/coBorrower';
const idBody = z.object({ id: idField });
const borrowerIdQuery = z.object({ borrowerId: idField });

/** Borrowers (spec 1 §7 "Borrowers"): served by the server's borrower module, called by the web's. */
export const borrowerRoutes = {
  page: defineRoute({ method: 'GET', path: `${B}/page`, query: borrowerListQuery, answer: pageOf(borrowerRecord) }),
  detail: defineRoute({ method: 'GET', path: `${B}/detail`, query: idQuery, answer: borrowerDetail }),
  detailMore: defineRoute({ method: 'GET', path: `${B}/detailMore`, query: idQuery, answer: borrowerDetailMore }),
  getBorrowerDetail: defineRoute({
    method: 'GET',
    path: `${B}/getBorrowerDetail`,
    query: idQuery,
    answer: borrowerDetail,
  }),
  getBorrowerDetailMore: defineRoute({
    method: 'GET',
    path: `${B}/getBorrowerDetailMore`,
    query: idQuery,
    answer: borrowerDetailMore,
  }),
  getCoBorrowerDetail: defineRoute({
    method: 'GET',
    path: `${B}/getCoBorrowerDetail`,
    query: idQuery,
    answer: coBorrowerDetail,
  }),
  submit: defineRoute({ method: 'POST', path: `${B}/submit`, body: borrowerSaveBody, answer: borrowerDetail }),
  add: defineRoute({ method: 'POST', path: `${B}/add`, body: borrowerSaveBody, answer: borrowerDetail }),
  update: defineRoute({ method: 'POST', path: `${B}/update`, body: borrowerSaveBody, answer: borrowerDetail }),
  remove: defineRoute({ method: 'POST', path: `${B}/remove`, ...idsInput, answer: z.literal(true) }),
  realName: defineRoute({ method: 'POST', path: `${B}/realNameAuthentication`, body: idBody, answer: realNameAnswer }),
  realNameSearch: defineRoute({
    method: 'POST',
    path: `${B}/realNameAuthenticationSearch`,
    body: idBody,
    answer: realNameAnswer,
  }),
  obtain: defineRoute({
    method: 'GET',
    path: `${B}/getObtainBorrowerInformation`,
    answer: z.array(obtainedBorrower),
  }),
  materials: defineRoute({
    method: 'GET',
    path: `${B}/borrowerMaterialsGetByBorrowerId`,
    query: borrowerIdQuery,
    answer: borrowerMaterialsAnswer,
  }),
  materialsSubmit: defineRoute({
    method: 'POST',
    path: `${B}/borrowerMaterialsSubmit`,
    body: materialsSubmitBody,
    answer: borrowerMaterialsAnswer,
  }),
} as const;

/** Co-borrowers (spec 1 §7). */
export const coBorrowerRoutes = {
  page: defineRoute({ method: 'GET', path: `${C}/page`, query: coBorrowerListQuery, answer: pageOf(coBorrowerRecord) }),
  list: defineRoute({ method: 'GET', path: `${C}/list`, query: borrowerIdQuery, answer: z.array(coBorrowerRecord) }),
  detail: defineRoute({ method: 'GET', path: `${C}/detail`, query: idQuery, answer: coBorrowerDetail }),
  submit: defineRoute({ method: 'POST', path: `${C}/submit`, body: coBorrowerSaveBody, answer: coBorrowerDetail }),
  remove: defineRoute({ method: 'POST', path: `${C}/remove`, ...idsInput, answer: z.literal(true) }),
  realName: defineRoute({ method: 'POST', path: `${C}/realNameAuthentication`, body: idBody, answer: realNameAnswer }),
  realNameSearch: defineRoute({
    method: 'POST',
    path: `${C}/realNameAuthenticationSearch`,
    body: idBody,
    answer: realNameAnswer,
  }),
} as const;

const refBody = z.object({ ref: lineText('请求编号').trim().min(1).max(64) });

/** The identity provider's callback (verified by its signature) and the sandbox console's 实名认证 tab. */
export const identityRoutes = {
  notify: defineRoute({
    method: 'POST',
    path: '/api/kc-financeInfo/identity/notify',
    body: z.object({
      ref: lineText('请求编号').trim().min(1).max(64),
      result: z.enum(['passed', 'rejected']),
      reason: lineText('原因').max(200).nullable().optional(),
      timestamp: lineText('时间戳').max(20),
      signature: lineText('签名').max(200),
    }),
    answer: z.literal(true),
  }),
  sandboxRequests: defineRoute({
    method: 'GET',
    path: '/api/kc-sandbox/identity/requests',
    query: pageQuery.extend({ status: z.enum(['pending', 'passed', 'rejected']).optional() }),
    answer: pageOf(identitySandboxRequest),
  }),
  sandboxDecide: defineRoute({
    method: 'POST',
    path: '/api/kc-sandbox/identity/decide',
    body: refBody.extend({
      decision: z.enum(['pass', 'reject', 'keep']),
      reason: lineText('驳回原因').trim().max(200).optional(),
    }),
    answer: identitySandboxRequest,
  }),
} as const;

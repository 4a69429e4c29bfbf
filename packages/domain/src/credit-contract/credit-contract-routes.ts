import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import {
  creditApplyQrQuery,
  creditContractRow,
  creditIdBody,
  creditListQuery,
  creditPageQuery,
  creditQrData,
  creditQrV3Query,
  creditRelationAnswer,
  creditSaveBody,
  creditSignBody,
  creditSignView,
  creditSubmitBody,
  creditTokenQuery,
  creditUpdateBody,
} from './credit-contract';

const BASE = '/api/blade-financeInfo/investigationAgreement';
const SIGN = '/api/kc-financeInfo/creditSign';

/**
 * Credit-investigation contracts (spec 2 §7 "Investigation contracts (blade-financeInfo)"), the borrower's and the
 * financing application's QR calls (getCreditContractQRCodeV3, getCreditContractQRCode and V2) and the public phone
 * signing page's calls (token-bound). Served by the server's credit-contract module.
 */
export const creditContractRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${BASE}/list`,
    query: creditListQuery,
    answer: z.array(creditContractRow),
  }),
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: creditPageQuery, answer: pageOf(creditContractRow) }),
  dic: defineRoute({
    method: 'GET',
    path: `${BASE}/dic`,
    answer: z.array(z.object({ dictKey: z.string(), dictValue: z.string() })),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: creditContractRow }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
  save: defineRoute({ method: 'POST', path: `${BASE}/save`, body: creditSaveBody, answer: creditRelationAnswer }),
  update: defineRoute({ method: 'POST', path: `${BASE}/update`, body: creditUpdateBody, answer: creditContractRow }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: creditSubmitBody, answer: creditRelationAnswer }),
  signContractFunction: defineRoute({
    method: 'POST',
    path: `${BASE}/signContractFunction`,
    body: creditIdBody,
    answer: z.object({ token: z.string(), qrCodeUrl: z.string(), relationId: z.string() }),
  }),
  contractPreview: defineRoute({
    method: 'POST',
    path: `${BASE}/contractPreview`,
    body: creditIdBody,
    answer: z.object({ url: z.string(), sha256: z.string() }),
  }),
  getOrganTree: defineRoute({
    method: 'GET',
    path: `${BASE}/getOrganTree`,
    answer: z.array(z.object({ id: z.string(), title: z.string(), value: z.string(), children: z.array(z.unknown()) })),
  }),
  qrV3: defineRoute({
    method: 'GET',
    path: '/api/kc-financeInfo/borrower/getCreditContractQRCodeV3',
    query: creditQrV3Query,
    answer: creditRelationAnswer,
  }),
  applyQr: defineRoute({
    method: 'GET',
    path: '/api/kc-finance/application/getCreditContractQRCode',
    query: creditApplyQrQuery,
    answer: creditRelationAnswer,
  }),
  applyQrV2: defineRoute({
    method: 'GET',
    path: '/api/kc-finance/application/getCreditContractQRCodeV2',
    query: creditApplyQrQuery,
    answer: creditRelationAnswer,
  }),
  /** public, token-bound: the QR data (status and qrCodeUrl), polled every 2 s */
  qrData: defineRoute({
    method: 'GET',
    path: '/api/kc-financeInfo/borrower/creditQrData',
    query: creditTokenQuery,
    answer: creditQrData,
  }),
  signView: defineRoute({ method: 'GET', path: `${SIGN}/view`, query: creditTokenQuery, answer: creditSignView }),
  /** the document itself, PDF bytes (not an envelope) */
  signFile: defineRoute({ method: 'GET', path: `${SIGN}/file`, query: creditTokenQuery, answer: z.unknown() }),
  sendCode: defineRoute({
    method: 'POST',
    path: `${SIGN}/sendCode`,
    body: creditTokenQuery,
    answer: z.object({ maskedPhone: z.string(), resendSeconds: z.number().int() }),
  }),
  sign: defineRoute({ method: 'POST', path: `${SIGN}/sign`, body: creditSignBody, answer: creditSignView }),
} as const;

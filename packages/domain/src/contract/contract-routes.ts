import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import {
  contractAttachBody,
  contractAttachment,
  contractAttachments,
  contractConfirmBody,
  contractDetail,
  contractEnterpriseAnswer,
  contractEsignAnswer,
  contractIdBody,
  contractIdQuery,
  contractListQuery,
  contractMoveAnswer,
  contractOperation,
  contractPayload,
  contractPdfBytes,
  contractPreview,
  contractQrData,
  contractReceiptOption,
  contractReceiptQuery,
  contractRecord,
  contractTokenQuery,
  contractVerification,
  contractVerifyQuery,
  defaultBankInfo,
  enterpriseCodeQuery,
  enterpriseIdQuery,
  enterpriseNameQuery,
  proportionConfigAnswer,
} from './contract';

const BASE = '/api/kc-flrk/contract';

/**
 * Contracts (spec 2 §2, §4, §6, §7): lists, detail, the wizard's moves and lookups, attachments, e-signing,
 * preview, download and the public verification. Served by the server's contract module, called by the web's.
 */
export const contractRoutes = {
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: contractListQuery, answer: pageOf(contractRecord) }),
  list: defineRoute({
    method: 'GET',
    path: `${BASE}/list`,
    query: contractListQuery.omit({ current: true, size: true }),
    answer: z.array(contractRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: contractDetail }),
  stash: defineRoute({ method: 'POST', path: `${BASE}/stash`, body: contractPayload, answer: contractMoveAnswer }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: contractPayload, answer: contractMoveAnswer }),
  confirm: defineRoute({
    method: 'POST',
    path: `${BASE}/confirm`,
    body: contractConfirmBody,
    answer: contractMoveAnswer,
  }),
  /** The other client's name for confirm (spec 2 §7: submitSign (id)). */
  submitSign: defineRoute({
    method: 'POST',
    path: `${BASE}/submitSign`,
    body: contractConfirmBody,
    answer: contractMoveAnswer,
  }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.array(contractMoveAnswer) }),
  /** Answers true only when the caller may edit now; otherwise a refusal says why. */
  editStatus: defineRoute({ method: 'GET', path: `${BASE}/getEditStatus`, query: idQuery, answer: z.literal(true) }),
  operations: defineRoute({
    method: 'GET',
    path: `${BASE}/operationList`,
    query: idQuery,
    answer: z.array(contractOperation),
  }),

  attachList: defineRoute({
    method: 'GET',
    path: `${BASE}/attachListByContractId`,
    query: contractIdQuery,
    answer: z.array(contractAttachment),
  }),
  fullAttachList: defineRoute({
    method: 'GET',
    path: `${BASE}/fullAttachListByContractId`,
    query: contractIdQuery,
    answer: contractAttachments,
  }),
  insertAttach: defineRoute({
    method: 'POST',
    path: `${BASE}/insertAttach`,
    body: contractAttachBody,
    answer: idString,
  }),
  deleteAttach: defineRoute({
    method: 'POST',
    path: `${BASE}/deleteAttach`,
    body: contractIdBody,
    answer: z.literal(true),
  }),
  enterpriseByCode: defineRoute({
    method: 'GET',
    path: `${BASE}/enterpriseByCode`,
    query: enterpriseCodeQuery,
    answer: contractEnterpriseAnswer,
  }),
  enterpriseList: defineRoute({
    method: 'GET',
    path: `${BASE}/enterpriseList`,
    query: enterpriseNameQuery,
    answer: z.array(contractEnterpriseAnswer),
  }),
  billList: defineRoute({
    method: 'GET',
    path: `${BASE}/billList`,
    query: contractReceiptQuery,
    answer: z.array(contractReceiptOption),
  }),
  proportionConfig: defineRoute({ method: 'GET', path: `${BASE}/proportionConfig`, answer: proportionConfigAnswer }),
  defaultBankInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/defaultBankInfo`,
    query: enterpriseIdQuery,
    answer: defaultBankInfo,
  }),

  /** The QR code of the sign dialog, or data 203 with the server's message for a confirm box (spec 2 §8). */
  esign: defineRoute({ method: 'POST', path: `${BASE}/esign`, body: contractIdBody, answer: contractEsignAnswer }),
  /** esign by GET (the other client's form). */
  esignByGet: defineRoute({ method: 'GET', path: `${BASE}/esign`, query: contractIdBody, answer: contractEsignAnswer }),
  qrData: defineRoute({ method: 'GET', path: `${BASE}/qrData`, query: contractTokenQuery, answer: contractQrData }),
  cancelQrCode: defineRoute({
    method: 'POST',
    path: `${BASE}/cancelQrCode`,
    body: contractTokenQuery,
    answer: contractQrData,
  }),
  preview: defineRoute({ method: 'GET', path: `${BASE}/preview`, query: contractIdBody, answer: contractPreview }),
  /**
   * The contract's PDF: a file, not the JSON envelope (its answer is unknown on purpose). The server sends the bytes
   * itself and the web fetches it as a blob; only the path and the query are shared.
   */
  download: defineRoute({ method: 'GET', path: `${BASE}/download`, query: contractIdBody, answer: contractPdfBytes }),
  /** Public (no login): what the contract's QR code opens. */
  verify: defineRoute({
    method: 'GET',
    path: `${BASE}/verify`,
    query: contractVerifyQuery,
    answer: contractVerification,
  }),
} as const;

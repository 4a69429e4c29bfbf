import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  contractTransferAnswer,
  transferApplyBody,
  transferAuditBody,
  transferDetail,
  transferPageQuery,
  transferRecord,
  transferRejectBody,
} from './transfer';

const FLRK = '/api/kc-flrk';
const BASE = `${FLRK}/ple/transfer`;

/** GET ple/transfer/byContract?contractId= (the contract detail's transfer card). */
export const transferByContractQuery = z.object({ contractId: idField });
/** POST ple/transfer/warehouseConfirm: the transfer's id. */
export const transferIdBody = z.object({ id: idField });

/**
 * Receipt transfer (仓单过户, spec 2 §2, §4–§7; spec 3 §3, §5): the supplier's application from its contract, the
 * platform's audit, the warehouse's confirmation or rejection; every move answers the transfer as the caller sees it.
 * Served by the server's transfer module, called by the web's.
 */
export const transferRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: `${FLRK}/contract/transfer`,
    body: transferApplyBody,
    answer: transferDetail,
  }),
  byContract: defineRoute({
    method: 'GET',
    path: `${BASE}/byContract`,
    query: transferByContractQuery,
    answer: contractTransferAnswer,
  }),
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: transferPageQuery, answer: pageOf(transferRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: transferDetail }),
  audit: defineRoute({ method: 'POST', path: `${BASE}/audit`, body: transferAuditBody, answer: transferDetail }),
  warehouseConfirm: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseConfirm`,
    body: transferIdBody,
    answer: transferDetail,
  }),
  warehouseReject: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseReject`,
    body: transferRejectBody,
    answer: transferDetail,
  }),
} as const;

import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRoute } from '../shared/route';
import {
  prePickupBillRow,
  releaseAuditBody,
  releaseDetail,
  releaseIdBody,
  releaseIdQuery,
  releaseMoveAnswer,
  releasePageQuery,
  releaseRecord,
  releaseRepaymentRow,
  releaseSplitRow,
  takeGoodPdfAnswer,
} from './release-record';

const BASE = '/api/kc-flrk/ccb/release';

/**
 * Releases (解押; spec 3 §7 Release and pick-up): the record the bank's release instruction creates, its reviews and
 * the pick-up feedback to the bank. Served by the server's release module, called by the web's. `id` is the
 * release's, except splitBillsByBilId (a release receipt row's) and repaymentsByGoodsId (the release's: its
 * application's repayments).
 */
export const releaseRoutes = {
  getById: defineRoute({ method: 'GET', path: `${BASE}/getById`, query: releaseIdQuery, answer: releaseDetail }),
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: releasePageQuery, answer: pageOf(releaseRecord) }),
  splitBillsByBilId: defineRoute({
    method: 'GET',
    path: `${BASE}/splitBillsByBilId`,
    query: releaseIdQuery,
    answer: z.array(releaseSplitRow),
  }),
  repaymentsByGoodsId: defineRoute({
    method: 'GET',
    path: `${BASE}/repaymentsByGoodsId`,
    query: releaseIdQuery,
    answer: z.array(releaseRepaymentRow),
  }),
  prePickupBillList: defineRoute({
    method: 'GET',
    path: `${BASE}/prePickupBillList`,
    query: releaseIdQuery,
    answer: z.array(prePickupBillRow),
  }),
  platformReleaseAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/platformReleaseAudit`,
    body: releaseAuditBody,
    answer: releaseMoveAnswer,
  }),
  warehouseReleaseAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseReleaseAudit`,
    body: releaseAuditBody,
    answer: releaseMoveAnswer,
  }),
  pickGoodsFeedback: defineRoute({
    method: 'POST',
    path: `${BASE}/pickGoodsFeedback`,
    body: releaseIdBody,
    answer: releaseMoveAnswer,
  }),
  getTakeGoodPdf: defineRoute({
    method: 'GET',
    path: `${BASE}/getTakeGoodPdf`,
    query: releaseIdQuery,
    answer: takeGoodPdfAnswer,
  }),
} as const;

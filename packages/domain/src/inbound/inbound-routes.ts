import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  auditPermission,
  idAnswer,
  inboundDetail,
  inboundMoveAnswer,
  inboundRecord,
  inboundStep,
  inboundSumsAnswer,
  warehouseAuditAnswer,
} from './answers';
import { inboundSubmitBody, shippingAuditBody, warehouseAuditBody, warehouseTempSaveBody } from './inbound';
import { createCheckAndSuccBody } from './inspection';

const BASE = '/api/kc-flrk/wms/input';

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());

export const inboundListQuery = pageQuery.extend({
  code: z.preprocess(blankToUndefined, lineText('入库单号').trim().max(50).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  materialId: optionalId,
  warehouseId: optionalId,
});
const idBody = z.object({ id: idField });

/**
 * Inbound orders (入库申请, wms/input): the shipper's application, its audit, the warehouse's weighing and audit.
 * Served by the server's inbound module, called by the web's.
 */
export const inboundRoutes = {
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: inboundListQuery, answer: pageOf(inboundRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: inboundDetail }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: inboundSubmitBody, answer: inboundMoveAnswer }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
  shippingAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/shippingAudit`,
    body: shippingAuditBody,
    answer: inboundMoveAnswer,
  }),
  warehouseTempSave: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseTempSave`,
    body: warehouseTempSaveBody,
    answer: inboundMoveAnswer,
  }),
  warehouseAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseAudit`,
    body: warehouseAuditBody,
    answer: warehouseAuditAnswer,
  }),
  steps: defineRoute({ method: 'GET', path: `${BASE}/getSteps`, query: idQuery, answer: z.array(inboundStep) }),
  sums: defineRoute({
    method: 'GET',
    path: `${BASE}/getSumQuantityAndWeight`,
    query: idQuery,
    answer: inboundSumsAnswer,
  }),
  auditPermission: defineRoute({
    method: 'GET',
    path: `${BASE}/checkAuditPermission`,
    query: idQuery,
    answer: auditPermission,
  }),
  createCheck: defineRoute({ method: 'POST', path: `${BASE}/createCheck`, body: idBody, answer: idAnswer }),
  createCheckAndSucc: defineRoute({
    method: 'POST',
    path: `${BASE}/createCheckAndSucc`,
    body: createCheckAndSuccBody,
    answer: inboundMoveAnswer,
  }),
} as const;

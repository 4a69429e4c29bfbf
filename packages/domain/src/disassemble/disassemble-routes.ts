import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import {
  disassembleAuditBody,
  disassembleBillChoice,
  disassembleBillQuery,
  disassembleContainerQuery,
  disassembleContainerRow,
  disassembleDetail,
  disassembleListQuery,
  disassembleMoveAnswer,
  disassembleRecord,
  disassembleSignStatusBody,
  disassembleSubmitBody,
} from './disassemble';

const BASE = '/api/kc-flrk/billDisassemble';

/**
 * WMS bill split (billDisassemble; spec 3 §7 "Batch signing and receipts" and "WMS bill split"). Served by the
 * server's disassemble module, called by the web's. The batch sign (billsBatchSgin) and its list (signBillList) are
 * the batch-sign module's (receipt/batch-sign-routes.ts).
 */
export const disassembleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${BASE}/listByPage`,
    query: disassembleListQuery,
    answer: pageOf(disassembleRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: disassembleDetail }),
  getById: defineRoute({ method: 'GET', path: `${BASE}/getById`, query: idQuery, answer: disassembleRecord }),
  billListById: defineRoute({
    method: 'GET',
    path: `${BASE}/billListById`,
    query: idQuery,
    answer: z.array(disassembleDetail.shape.disassembleBillList.element),
  }),
  bills: defineRoute({
    method: 'GET',
    path: `${BASE}/selectBillListByPage`,
    query: disassembleBillQuery,
    answer: pageOf(disassembleBillChoice),
  }),
  containers: defineRoute({
    method: 'GET',
    path: `${BASE}/selectContainerListByBillId`,
    query: disassembleContainerQuery,
    answer: pageOf(disassembleContainerRow),
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${BASE}/submit`,
    body: disassembleSubmitBody,
    answer: disassembleMoveAnswer,
  }),
  auditShipper: defineRoute({
    method: 'POST',
    path: `${BASE}/auditShipper`,
    body: disassembleAuditBody,
    answer: disassembleMoveAnswer,
  }),
  auditPlatform: defineRoute({
    method: 'POST',
    path: `${BASE}/auditPlatform`,
    body: disassembleAuditBody,
    answer: disassembleMoveAnswer,
  }),
  auditWarehouse: defineRoute({
    method: 'POST',
    path: `${BASE}/auditWarehouse`,
    body: disassembleAuditBody,
    answer: disassembleMoveAnswer,
  }),
  /** void (0): a draft or a rejected split, by its applicant */
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
  /** delete: a draft or a voided split, by its applicant */
  del: defineRoute({ method: 'POST', path: `${BASE}/delBillDisassemble`, ...idsInput, answer: z.literal(true) }),
  upSignStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/upDisassembleSignStatus`,
    body: disassembleSignStatusBody,
    answer: disassembleMoveAnswer.extend({ signStatus: z.number().int() }),
  }),
} as const;

import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery, idsField } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import {
  billSplitBillChoice,
  billSplitDetail,
  billSplitLiveVideo,
  billSplitMoveAnswer,
  billSplitRecord,
  billSplitWarehouse,
} from './answers';
import { billSplitAuditBody, billSplitBillQuery, billSplitListQuery, billSplitSaveBody } from './bill-split';

const BASE = '/api/kc-flrk/billSplitApply';
const FP = '/api/kc-flrk/financePush';
const idBody = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/, 'id 格式错误'),
});
const billIdQuery = z.object({
  billId: z
    .string()
    .trim()
    .regex(/^\d{1,19}$/, 'id 格式错误'),
});

/**
 * The owner's bill split application (spec 3 §7 "Owner bill split application"): billSplitApply/* and the finance
 * push family (financePush/*) as aliases onto the same services and permission checks. Served by the server's
 * bill-split module, called by the web's.
 */
export const billSplitRoutes = {
  page: defineRoute({
    method: 'GET',
    path: `${BASE}/page`,
    query: billSplitListQuery,
    answer: pageOf(billSplitRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: billSplitDetail }),
  billPage: defineRoute({
    method: 'GET',
    path: `${BASE}/billPage`,
    query: billSplitBillQuery,
    answer: pageOf(billSplitBillChoice),
  }),
  billListByIds: defineRoute({
    method: 'GET',
    path: `${BASE}/billListByIds`,
    query: z.object({ ids: idsField }),
    answer: z.array(billSplitBillChoice),
  }),
  warehouses: defineRoute({ method: 'GET', path: `${BASE}/warehouseList`, answer: z.array(billSplitWarehouse) }),
  addSplit: defineRoute({
    method: 'POST',
    path: `${BASE}/addSplit`,
    body: billSplitSaveBody,
    answer: billSplitMoveAnswer,
  }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: idBody, answer: billSplitMoveAnswer }),
  shippingAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/shippingAuditSplit`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
  platformAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/auditPlatform`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
  warehouseAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/auditWarehouse`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
  liveVideo: defineRoute({ method: 'GET', path: `${BASE}/liveVideo`, query: billIdQuery, answer: billSplitLiveVideo }),
} as const;

/** financePush/* (spec 3 §7): the same services under the original's names. syncUser, syncUserTest, delPushBill: not built. */
export const financePushRoutes = {
  list: defineRoute({ method: 'GET', path: `${FP}/list`, query: billSplitListQuery, answer: pageOf(billSplitRecord) }),
  billList: defineRoute({
    method: 'GET',
    path: `${FP}/billList`,
    query: billSplitBillQuery,
    answer: pageOf(billSplitBillChoice),
  }),
  billListById: defineRoute({
    method: 'GET',
    path: `${FP}/billListById`,
    query: z.object({ ids: idsField }),
    answer: z.array(billSplitBillChoice),
  }),
  warehouseUnitListForAddOrUpdate: defineRoute({
    method: 'GET',
    path: `${FP}/warehouseUnitListForAddOrUpdate`,
    answer: z.array(billSplitWarehouse),
  }),
  billListByWarehouseForAddOrUpdate: defineRoute({
    method: 'GET',
    path: `${FP}/billListByWarehouseForAddOrUpdate`,
    query: billSplitBillQuery,
    answer: pageOf(billSplitBillChoice),
  }),
  add: defineRoute({ method: 'POST', path: `${FP}/add`, body: billSplitSaveBody, answer: billSplitMoveAnswer }),
  update: defineRoute({ method: 'POST', path: `${FP}/update`, body: billSplitSaveBody, answer: billSplitMoveAnswer }),
  del: defineRoute({ method: 'POST', path: `${FP}/del`, ...idsInput, answer: z.literal(true) }),
  submitAudit: defineRoute({ method: 'POST', path: `${FP}/submitAudit`, body: idBody, answer: billSplitMoveAnswer }),
  auditShipper: defineRoute({
    method: 'POST',
    path: `${FP}/auditShipper`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
  auditPlatform: defineRoute({
    method: 'POST',
    path: `${FP}/auditPlatform`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
  auditWarehouse: defineRoute({
    method: 'POST',
    path: `${FP}/auditWarehouse`,
    body: billSplitAuditBody,
    answer: billSplitMoveAnswer,
  }),
} as const;

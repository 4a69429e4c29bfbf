import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { defineRoute } from '../shared/route';
import {
  containerTraysAnswer,
  partUnlockBillChoice,
  partUnlockContainerChoice,
  partUnlockDetail,
  partUnlockMoveAnswer,
  partUnlockRow,
  partUnlockTray,
} from './answers';
import {
  auditPlatformBody,
  auditShipperBody,
  auditWarehouseBody,
  billListByIdQuery,
  containerTraysQuery,
  delDestroyBillBody,
  destroyBillListBody,
  partUnlockListQuery,
  partUnlockResubmitBody,
  partUnlockSubmitBody,
  queryAllTrayBody,
  selectBillQuery,
  selectContainerQuery,
  selectTrayQuery,
} from './part-unlock';

const BASE = '/api/kc-flrk/partUnlock';

/**
 * Partial unlock (部分解锁, partUnlock; spec 3 §7 Partial unlock): the warehouse's application, the three audits, the
 * tray lists and a container's trays. Served by the server's part-unlock module, called by the web's.
 */
export const partUnlockRoutes = {
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: partUnlockListQuery, answer: pageOf(partUnlockRow) }),
  billListById: defineRoute({
    method: 'GET',
    path: `${BASE}/billListById`,
    query: billListByIdQuery,
    answer: partUnlockDetail,
  }),
  auditShipper: defineRoute({
    method: 'POST',
    path: `${BASE}/auditShipper`,
    body: auditShipperBody,
    answer: partUnlockMoveAnswer,
  }),
  auditPlatform: defineRoute({
    method: 'POST',
    path: `${BASE}/auditPlatform`,
    body: auditPlatformBody,
    answer: partUnlockMoveAnswer,
  }),
  auditWarehouse: defineRoute({
    method: 'POST',
    path: `${BASE}/auditWarehouse`,
    body: auditWarehouseBody,
    answer: partUnlockMoveAnswer,
  }),
  destroyBillListByPage: defineRoute({
    method: 'POST',
    path: `${BASE}/destroyBillListByPage`,
    body: destroyBillListBody,
    answer: pageOf(partUnlockTray),
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${BASE}/submit`,
    body: partUnlockSubmitBody,
    answer: partUnlockMoveAnswer,
  }),
  submitAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/submitAudit`,
    body: partUnlockResubmitBody,
    answer: partUnlockMoveAnswer,
  }),
  queryAllTrayByBillids: defineRoute({
    method: 'POST',
    path: `${BASE}/queryAllTrayByBillids`,
    body: queryAllTrayBody,
    answer: z.array(partUnlockTray),
  }),
  delDestroyBill: defineRoute({
    method: 'POST',
    path: `${BASE}/delDestroyBill`,
    body: delDestroyBillBody,
    answer: z.literal(true),
  }),
  selectBillListByPage: defineRoute({
    method: 'GET',
    path: `${BASE}/selectBillListByPage`,
    query: selectBillQuery,
    answer: pageOf(partUnlockBillChoice),
  }),
  selectContainerListByBillId: defineRoute({
    method: 'GET',
    path: `${BASE}/selectContainerListByBillId`,
    query: selectContainerQuery,
    answer: z.array(partUnlockContainerChoice),
  }),
  selectTrayListByContainId: defineRoute({
    method: 'GET',
    path: `${BASE}/selectTrayListByContainId`,
    query: selectTrayQuery,
    answer: z.array(partUnlockTray),
  }),
  containerTrays: defineRoute({
    method: 'GET',
    path: `${BASE}/containerTrays`,
    query: containerTraysQuery,
    answer: containerTraysAnswer,
  }),
} as const;

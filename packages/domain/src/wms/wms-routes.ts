import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  alarmDetail,
  alarmPageQuery,
  alarmRow,
  applyPageQuery,
  applyRecord,
  billApplyDetail,
  billApplyUpdateBody,
  containerAlarmTrayQuery,
  containerAlarmTrayRow,
  containerBillQuery,
  containerIdsQuery,
  containerPageQuery,
  containerRow,
  goodsPageQuery,
  goodsRow,
  handleAlarmBody,
  offlineDetailQuery,
  offlineDetailRow,
  reconcileLast,
  reconcileRun,
  rfidWarnQuery,
  rfidWarnRow,
  saveApplyBody,
  trayPageQuery,
  trayRow,
  trayTransferPageQuery,
  trayTransferRow,
  unlockBody,
  wmsPullAnswer,
  wmsWarehouseOption,
  wmsWarehouseQuery,
} from './wms';

const FLRK = '/api/kc-flrk';
const APPLY = `${FLRK}/wmsExternalApply`;
const BILL_APPLY = `${FLRK}/external/billApply`;
const ALARM = `${FLRK}/wmsExternalContainerAlarm`;

/**
 * External WMS goods (spec 3 §2, §7): containers, goods and trays as each caller may see them, the owner's
 * application and unlocking. Served by the server's wms module (container.routes.ts), called by the web's.
 */
export const wmsContainerRoutes = {
  containers: defineRoute({
    method: 'GET',
    path: `${APPLY}/containerListByPage`,
    query: containerPageQuery,
    answer: pageOf(containerRow),
  }),
  containersById: defineRoute({
    method: 'GET',
    path: `${APPLY}/containerListById`,
    query: containerIdsQuery,
    answer: z.array(containerRow),
  }),
  containersByBill: defineRoute({
    method: 'GET',
    path: `${APPLY}/containerListByBill`,
    query: containerBillQuery,
    answer: z.array(containerRow),
  }),
  goods: defineRoute({
    method: 'GET',
    path: `${APPLY}/goodsListByPage`,
    query: goodsPageQuery,
    answer: pageOf(goodsRow),
  }),
  trays: defineRoute({ method: 'GET', path: `${APPLY}/trayListByPage`, query: trayPageQuery, answer: pageOf(trayRow) }),
  applies: defineRoute({
    method: 'GET',
    path: `${APPLY}/applyListByPage`,
    query: applyPageQuery,
    answer: pageOf(applyRecord),
  }),
  saveApply: defineRoute({ method: 'POST', path: `${APPLY}/saveApply`, body: saveApplyBody, answer: applyRecord }),
  unlock: defineRoute({ method: 'POST', path: `${APPLY}/unlock`, body: unlockBody, answer: z.literal(true) }),
  trayTransfers: defineRoute({
    method: 'GET',
    path: `${APPLY}/trayTransferListByPage`,
    query: trayTransferPageQuery,
    answer: pageOf(trayTransferRow),
  }),
} as const;

/** The warehouse's side of an owner's application (spec 3 §7 external/billApply; bill-apply.routes.ts). */
export const billApplyRoutes = {
  detail: defineRoute({ method: 'GET', path: `${BILL_APPLY}/detail`, query: idQuery, answer: billApplyDetail }),
  warehouses: defineRoute({
    method: 'GET',
    path: `${BILL_APPLY}/findWarehouseList`,
    query: wmsWarehouseQuery,
    answer: z.array(wmsWarehouseOption),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${BILL_APPLY}/update`,
    body: billApplyUpdateBody,
    answer: billApplyDetail,
  }),
} as const;

/** Alarms (spec 3 §2 Alarms, §3 Alarm detail, §7 Alarms; alarm.routes.ts). */
export const wmsAlarmRoutes = {
  list: defineRoute({ method: 'GET', path: `${ALARM}/list`, query: alarmPageQuery, answer: pageOf(alarmRow) }),
  detail: defineRoute({ method: 'GET', path: `${ALARM}/detail`, query: idQuery, answer: alarmDetail }),
  handle: defineRoute({ method: 'POST', path: `${ALARM}/handleAlarm`, body: handleAlarmBody, answer: alarmDetail }),
  ofBill: defineRoute({ method: 'GET', path: `${ALARM}/listByBussId`, query: idQuery, answer: z.array(alarmRow) }),
  offlineDevices: defineRoute({
    method: 'GET',
    path: `${ALARM}/offlineAlarmDetaiListByPage`,
    query: offlineDetailQuery,
    answer: pageOf(offlineDetailRow),
  }),
  trays: defineRoute({
    method: 'GET',
    path: `${ALARM}/detailListByPage`,
    query: containerAlarmTrayQuery,
    answer: pageOf(containerAlarmTrayRow),
  }),
  rfidWarns: defineRoute({
    method: 'GET',
    path: `${ALARM}/rfidWarnListByPage`,
    query: rfidWarnQuery,
    answer: pageOf(rfidWarnRow),
  }),
} as const;

/** Reconciliation and the manual pull (reconcile.routes.ts). */
export const wmsReconcileRoutes = {
  last: defineRoute({ method: 'GET', path: `${FLRK}/wmsReconcile/last`, answer: reconcileLast }),
  run: defineRoute({ method: 'POST', path: `${FLRK}/wmsReconcile/run`, answer: reconcileRun }),
  pull: defineRoute({ method: 'POST', path: `${FLRK}/wmsSync/pull`, answer: wmsPullAnswer }),
} as const;

import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery, idsField } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  checkRfidAnswer,
  outboundAlarmAnswer,
  outboundBillChoice,
  outboundDetail,
  outboundMoveAnswer,
  outboundRecord,
  outboundRfidAnswer,
  outboundSetupMode,
  outboundStep,
  outboundSumsAnswer,
  outboundWarehouse,
  outboundWeighRecord,
} from './answers';
import {
  checkVrCodeBody,
  outboundBillQuery,
  outboundListQuery,
  outboundShippingAuditBody,
  outboundSubmitBody,
  outboundTempSaveBody,
  outboundWarehouseAuditBody,
} from './outbound';

const BASE = '/api/kc-flrk/wms/output';
const idBody = z.object({ id: idField });

/**
 * Outbound orders (出库申请, wms/output; spec 3 §7 Inbound and outbound orders): the holder's application, its audit,
 * the warehouse's check of the pick-up code, weighing out and audit, and the holder's signature of the record.
 * Served by the server's outbound module, called by the web's.
 */
export const outboundRoutes = {
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: outboundListQuery, answer: pageOf(outboundRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: outboundDetail }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: outboundSubmitBody, answer: outboundMoveAnswer }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
  shippingAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/shippingAudit`,
    body: outboundShippingAuditBody,
    answer: outboundMoveAnswer,
  }),
  checkVrCode: defineRoute({
    method: 'POST',
    path: `${BASE}/checkVrCode`,
    body: checkVrCodeBody,
    answer: z.literal(true),
  }),
  warehouseTempSave: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseTempSave`,
    body: outboundTempSaveBody,
    answer: outboundMoveAnswer,
  }),
  warehouseTempSaveCheck: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseTempSaveCheck`,
    body: outboundTempSaveBody,
    answer: outboundAlarmAnswer,
  }),
  warehouseAudit: defineRoute({
    method: 'POST',
    path: `${BASE}/warehouseAudit`,
    body: outboundWarehouseAuditBody,
    answer: outboundMoveAnswer,
  }),
  shippingSign: defineRoute({
    method: 'POST',
    path: `${BASE}/shippingSignByOutput`,
    body: idBody,
    answer: outboundMoveAnswer,
  }),
  steps: defineRoute({ method: 'GET', path: `${BASE}/getSteps`, query: idQuery, answer: z.array(outboundStep) }),
  sums: defineRoute({
    method: 'GET',
    path: `${BASE}/getSumQuantityAndWeight`,
    query: idQuery,
    answer: outboundSumsAnswer,
  }),
  records: defineRoute({
    method: 'GET',
    path: `${BASE}/getOutputRecordBybussId`,
    query: idQuery,
    answer: z.array(outboundWeighRecord),
  }),
  warehouses: defineRoute({ method: 'GET', path: `${BASE}/warehouseList`, answer: z.array(outboundWarehouse) }),
  bills: defineRoute({
    method: 'GET',
    path: `${BASE}/pleWarehouseBillList`,
    query: outboundBillQuery,
    answer: pageOf(outboundBillChoice),
  }),
  billsByIds: defineRoute({
    method: 'GET',
    path: `${BASE}/pleWarehouseBillByIds`,
    query: z.object({ ids: idsField }),
    answer: z.array(outboundBillChoice),
  }),
  rfid: defineRoute({ method: 'GET', path: `${BASE}/getRfidByOutId`, query: idQuery, answer: outboundRfidAnswer }),
  checkRfidNum: defineRoute({
    method: 'POST',
    path: `${BASE}/checkRfidNum`,
    body: z.object({
      id: idField,
      rfidCodes: z.array(lineText('RFID标签').trim().min(1).max(64)).max(5000),
    }),
    answer: checkRfidAnswer,
  }),
  setupMode: defineRoute({
    method: 'GET',
    path: `${BASE}/getCurrentSetupMode`,
    query: idQuery,
    answer: outboundSetupMode,
  }),
  weightAlarm: defineRoute({
    method: 'GET',
    path: '/api/kc-flrk/riskCenterAlarm/orderWeightaAlarm',
    query: idQuery,
    answer: outboundAlarmAnswer,
  }),
} as const;

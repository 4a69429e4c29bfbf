import { z } from 'zod';
import { defineRoute } from '../shared/route';
import {
  wmsSandboxAddContainerBody,
  wmsSandboxAddDeviceBody,
  wmsSandboxAddGoodsBody,
  wmsSandboxAlarmBody,
  wmsSandboxAlarmPage,
  wmsSandboxAlarmRow,
  wmsSandboxChangeAnswer,
  wmsSandboxContainerBody,
  wmsSandboxContainerPage,
  wmsSandboxDeliveryBody,
  wmsSandboxDeliveryPage,
  wmsSandboxDeliveryRow,
  wmsSandboxDeviceBody,
  wmsSandboxDeviceRow,
  wmsSandboxEnterprises,
  wmsSandboxFeedInfo,
  wmsSandboxMoveAnswer,
  wmsSandboxMoveBody,
  wmsSandboxPageQuery,
  wmsSandboxRaiseAlarmBody,
  wmsSandboxScanBody,
  wmsSandboxScanRow,
  wmsSandboxSeedAnswer,
  wmsSandboxSeedBody,
  wmsSandboxSettings,
  wmsSandboxSettingsBody,
  wmsSandboxTrayBody,
  wmsSandboxUnitQuery,
  wmsSandboxWeightBody,
} from './wms-sandbox';

const WMS = '/api/kc-sandbox/wms';

/**
 * The WMS sandbox's console (providers/wms/README.md "Console"): served by the server's sandbox module, called by
 * the web's. Every call names the WMS platform (`unit`, dictionary thirdwms_enterprise).
 */
export const wmsSandboxRoutes = {
  enterprises: defineRoute({ method: 'GET', path: `${WMS}/enterprises`, answer: wmsSandboxEnterprises }),
  containers: defineRoute({
    method: 'GET',
    path: `${WMS}/containers`,
    query: wmsSandboxPageQuery,
    answer: wmsSandboxContainerPage,
  }),
  devices: defineRoute({
    method: 'GET',
    path: `${WMS}/devices`,
    query: wmsSandboxUnitQuery,
    answer: z.array(wmsSandboxDeviceRow),
  }),
  alarms: defineRoute({
    method: 'GET',
    path: `${WMS}/alarms`,
    query: wmsSandboxPageQuery,
    answer: wmsSandboxAlarmPage,
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: `${WMS}/deliveries`,
    query: wmsSandboxPageQuery,
    answer: wmsSandboxDeliveryPage,
  }),
  feed: defineRoute({ method: 'GET', path: `${WMS}/feed`, query: wmsSandboxUnitQuery, answer: wmsSandboxFeedInfo }),
  settings: defineRoute({
    method: 'GET',
    path: `${WMS}/settings`,
    query: wmsSandboxUnitQuery,
    answer: wmsSandboxSettings,
  }),
  saveSettings: defineRoute({
    method: 'POST',
    path: `${WMS}/settings`,
    body: wmsSandboxSettingsBody,
    answer: wmsSandboxSettings,
  }),
  addGoods: defineRoute({
    method: 'POST',
    path: `${WMS}/addGoods`,
    body: wmsSandboxAddGoodsBody,
    answer: wmsSandboxChangeAnswer,
  }),
  addContainer: defineRoute({
    method: 'POST',
    path: `${WMS}/addContainer`,
    body: wmsSandboxAddContainerBody,
    answer: wmsSandboxChangeAnswer,
  }),
  removeTray: defineRoute({
    method: 'POST',
    path: `${WMS}/removeTray`,
    body: wmsSandboxTrayBody,
    answer: wmsSandboxChangeAnswer,
  }),
  moveTray: defineRoute({
    method: 'POST',
    path: `${WMS}/moveTray`,
    body: wmsSandboxMoveBody,
    answer: wmsSandboxMoveAnswer,
  }),
  changeWeight: defineRoute({
    method: 'POST',
    path: `${WMS}/changeWeight`,
    body: wmsSandboxWeightBody,
    answer: wmsSandboxChangeAnswer,
  }),
  removeContainer: defineRoute({
    method: 'POST',
    path: `${WMS}/removeContainer`,
    body: wmsSandboxContainerBody,
    answer: wmsSandboxChangeAnswer,
  }),
  lock: defineRoute({ method: 'POST', path: `${WMS}/lock`, body: wmsSandboxContainerBody, answer: z.literal(true) }),
  unlock: defineRoute({
    method: 'POST',
    path: `${WMS}/unlock`,
    body: wmsSandboxContainerBody,
    answer: z.literal(true),
  }),
  addDevice: defineRoute({
    method: 'POST',
    path: `${WMS}/addDevice`,
    body: wmsSandboxAddDeviceBody,
    answer: z.literal(true),
  }),
  device: defineRoute({
    method: 'POST',
    path: `${WMS}/device`,
    body: wmsSandboxDeviceBody,
    answer: wmsSandboxAlarmRow.nullable(),
  }),
  scan: defineRoute({
    method: 'POST',
    path: `${WMS}/scan`,
    body: wmsSandboxScanBody,
    answer: z.array(wmsSandboxScanRow),
  }),
  raiseAlarm: defineRoute({
    method: 'POST',
    path: `${WMS}/raiseAlarm`,
    body: wmsSandboxRaiseAlarmBody,
    answer: wmsSandboxAlarmRow,
  }),
  clearAlarm: defineRoute({
    method: 'POST',
    path: `${WMS}/clearAlarm`,
    body: wmsSandboxAlarmBody,
    answer: wmsSandboxAlarmRow,
  }),
  resend: defineRoute({
    method: 'POST',
    path: `${WMS}/resend`,
    body: wmsSandboxDeliveryBody,
    answer: wmsSandboxDeliveryRow,
  }),
  release: defineRoute({ method: 'POST', path: `${WMS}/release`, body: wmsSandboxUnitQuery, answer: z.number() }),
  seedDemo: defineRoute({
    method: 'POST',
    path: `${WMS}/seedDemo`,
    body: wmsSandboxSeedBody,
    answer: wmsSandboxSeedAnswer,
  }),
} as const;

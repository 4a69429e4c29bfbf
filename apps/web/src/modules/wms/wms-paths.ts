import {
  BILL_APPLY_PATH,
  CONTAINER_ALARM_PATH,
  CONTAINER_LIST_PATH,
  containerListPath,
  GOODS_LIST_PATH,
  goodsListPath,
  OFFLINE_ALARM_PATH,
  RECONCILE_PATH,
  RFID_WARN_PATH,
  TRAY_LIST_PATH,
  TRAY_TRANSFER_PATH,
  trayListPath,
  UNLOCK_PATH,
} from '@kc/domain/wms/wms';
import { BATCH_SIGN_PATH } from '../batch-sign';
import { RECEIPT_DETAILS_PATH } from '../receipt';

/** spec 3 §2 External containers, goods, trays; Alarms: the screens of this module. */
export {
  BILL_APPLY_PATH,
  CONTAINER_ALARM_PATH,
  CONTAINER_LIST_PATH,
  containerListPath,
  GOODS_LIST_PATH,
  goodsListPath,
  OFFLINE_ALARM_PATH,
  RECONCILE_PATH,
  RFID_WARN_PATH,
  TRAY_LIST_PATH,
  TRAY_TRANSFER_PATH,
  trayListPath,
  UNLOCK_PATH,
};

export const BILL_APPLY_DETAIL_PATH = `${BILL_APPLY_PATH}/detail`;
export const CONTAINER_ALARM_DETAIL_PATH = `${CONTAINER_ALARM_PATH}/detail`;
export const OFFLINE_ALARM_DETAIL_PATH = `${OFFLINE_ALARM_PATH}/detail`;

const q = (v: string) => encodeURIComponent(v);
export const billApplyDetailPath = (id: string) => `${BILL_APPLY_DETAIL_PATH}?id=${q(id)}`;
export const alarmDetailPath = (id: string) => `${CONTAINER_ALARM_DETAIL_PATH}?id=${q(id)}`;
export const offlineAlarmDetailPath = (alarmId: string) => `${OFFLINE_ALARM_DETAIL_PATH}?alarmId=${q(alarmId)}`;
export const trayTransferPath = (caseId: string) => `${TRAY_TRANSFER_PATH}?caseId=${q(caseId)}`;
/** spec 3 §2: a receipt code in the WMS lists opens /ple/details?id={billId}. */
export const receiptDetailsPath = (billId: string) => `${RECEIPT_DETAILS_PATH}?id=${q(billId)}`;
/** The batch signing of the receipts an application generated (origin goodsId = the application's id). */
export const applyBatchSignPath = (applyId: string) => `${BATCH_SIGN_PATH}?goodsId=${q(applyId)}`;

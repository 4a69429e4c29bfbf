import { billMoveStatusLabels, billMoveStatusTones } from '@kc/domain/bill-move/bill-move';
import { contractStatusShort, contractStatusTones, serviceStatusLabels } from '@kc/domain/contract/status';
import { disassembleStatusLabels, disassembleStatusTones } from '@kc/domain/disassemble/status';
import { esignStatusRow, esignStatusTone, reviewStatusLabels, reviewStatusTones } from '@kc/domain/enterprise/status';
import { materialStatusLabels, materialStatusTones } from '@kc/domain/goods/base-material';
import { inspectionStatusLabels, inspectionStatusTones } from '@kc/domain/inbound/inspection';
import { inboundStatusLabels, inboundStatusTones } from '@kc/domain/inbound/status';
import { outboundStatusLabels, outboundStatusTones } from '@kc/domain/outbound/status';
import { partUnlockStatusLabels, partUnlockStatusTones } from '@kc/domain/part-unlock/status';
import { invoiceStatusLabels } from '@kc/domain/payment/invoice';
import {
  goodsMoneyStatusLabels,
  notifyStatusLabels,
  payOrderStatusLabels,
  tradePayStatusLabels,
} from '@kc/domain/payment/payment';
import {
  mySignStatusLabels,
  mySignStatusTones,
  qrSignStatusLabels,
  qrSignStatusTones,
  receiptStatusLabels,
  receiptStatusTones,
  scanFlagLabels,
  scanFlagTones,
  signBatchStatusLabels,
  signBatchStatusTones,
} from '@kc/domain/receipt/status';
import type { StatusTone } from '@kc/domain/shared/status-tone';
import { demandStatusLabels, demandStatusTones } from '@kc/domain/trade/demand';
import { listingStatusLabels, listingStatusTones } from '@kc/domain/trade/listing';
import { transferAuditStatusLabels, transferStatusLabels, transferStatusTones } from '@kc/domain/transfer/transfer';
import type { StatusMap } from './status-tag';

/** Fee and invoice tones (spec 2 §3, spec 3 §4): paid or issued reads success, waiting processing, failed error. */
const serviceStatusTones: Record<number, StatusTone> = { 0: 'warning', 1: 'success', 2: 'default' };
const tradePayTones: Record<number, StatusTone> = { 0: 'default', 10: 'success', 20: 'processing', 30: 'success' };
const payOrderTones: Record<number, StatusTone> = { 0: 'processing', 1: 'success', 2: 'default' };
const goodsMoneyTones: Record<number, StatusTone> = { 0: 'default', 1: 'success' };
const invoiceTones: Record<number, StatusTone> = {
  [-1]: 'default',
  0: 'error',
  10: 'processing',
  11: 'processing',
  12: 'success',
};
const notifyTones: Record<number, StatusTone> = { 0: 'processing', 1: 'success', 2: 'warning', 3: 'error' };
/** The platform's review of a transfer (spec 2 §3): waiting, passed, rejected. */
const transferAuditTones: Record<number, StatusTone> = { 0: 'processing', 1: 'success', 2: 'error' };

const mapOf = (labels: Record<number, string>, tones: Record<number, StatusTone>): StatusMap =>
  Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { label, tone: tones[Number(k)] ?? 'default' }]));

/**
 * Every status tag of the app, from the domain's labels and tones: one colour per status on every screen
 * (the receipt list, the batch-sign list and the receipt page show 原始生成 alike).
 */
export const statusMaps = {
  receipt: mapOf(receiptStatusLabels, receiptStatusTones),
  signBatch: mapOf(signBatchStatusLabels, signBatchStatusTones),
  mySign: mapOf(mySignStatusLabels, mySignStatusTones),
  inbound: mapOf(inboundStatusLabels, inboundStatusTones),
  outbound: mapOf(outboundStatusLabels, outboundStatusTones),
  disassemble: mapOf(disassembleStatusLabels, disassembleStatusTones),
  inspection: mapOf(inspectionStatusLabels, inspectionStatusTones),
  review: mapOf(reviewStatusLabels, reviewStatusTones),
  material: mapOf(materialStatusLabels, materialStatusTones),
  qrSign: mapOf(qrSignStatusLabels, qrSignStatusTones),
  scanFlag: mapOf(scanFlagLabels, scanFlagTones),
  listing: mapOf(listingStatusLabels, listingStatusTones),
  demand: mapOf(demandStatusLabels, demandStatusTones),
  contract: mapOf(contractStatusShort, contractStatusTones),
  serviceStatus: mapOf(serviceStatusLabels, serviceStatusTones),
  tradePay: mapOf(tradePayStatusLabels, tradePayTones),
  payOrder: mapOf(payOrderStatusLabels, payOrderTones),
  goodsMoney: mapOf(goodsMoneyStatusLabels, goodsMoneyTones),
  invoice: mapOf(invoiceStatusLabels, invoiceTones),
  notify: mapOf(notifyStatusLabels, notifyTones),
  transfer: mapOf(transferStatusLabels, transferStatusTones),
  transferAudit: mapOf(transferAuditStatusLabels, transferAuditTones),
  billMove: mapOf(billMoveStatusLabels, billMoveStatusTones),
  partUnlock: mapOf(partUnlockStatusLabels, partUnlockStatusTones),
} as const;

/** An e-sign status as a tag entry; any value outside the domain table reads '申请中'. */
export const esignStatusEntry = (status: number) => ({
  label: esignStatusRow(status).label,
  tone: esignStatusTone(status),
});

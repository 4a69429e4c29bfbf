import { z } from 'zod';
import { decimalText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineRoute } from '../shared/route';
import { lineText } from '../shared/text';
import { TraySplitType, traySplitMessages } from './tray-split';

/**
 * The tray split of a release (托盘拆分; spec 3 §2 Receipt split by trays, §4 Tray split status, §5 Tray split, §7
 * Tray split): the lists of the page `/ccb/release/splitContainers?id=` and its submit, the warehouse's lots for goods
 * that no WMS holds, and the check before the successors' batch signing. Served by the server's release module
 * (tray-split.routes.ts), called by the web's.
 */

const WEIGHT = /^\d{1,14}(\.\d{1,2})?$/;

/** The input rules' messages (their reasons: tray-split-input-refusals.ts). */
export const traySplitInputMessages = {
  tooManyTrays: '一次最多选择1000个托盘',
  type: '拆分方式不正确',
  status: '拆分状态不正确',
  tooManyLots: '出库批次最多50条',
  lotLabel: '请输入批次',
  lotLabelLength: '批次不能超过50个字符',
  lotWeight: '重量格式不正确',
  lotQuantity: '数量格式不正确',
} as const;
const m = traySplitInputMessages;

export const traySplitRefusals = defineRefusals('traySplit', {
  notShipper: [403, '只有货主可以拆分托盘'],
  notWarehouse: [403, '只有仓单所在仓库可以登记出库批次'],
  locked: [409, traySplitMessages.locked],
  notSplitting: [409, '解押记录当前不可拆分托盘，请刷新后重试'],
  missingTrays: [400, traySplitMessages.missingTrays],
  unknownBill: [400, '解押仓单不属于该解押记录'],
  trayNotOfBill: [400, '所选托盘不属于该仓单'],
  trayTaken: [409, '所选托盘已被其他解押选择'],
  wholeReceipt: [400, '部分解押不能选择仓单的全部托盘'],
  lotsNotAllowed: [409, '当前状态不能登记出库批次'],
  lotsWmsBill: [400, '该仓单的货物在WMS中，请选择托盘'],
  lotsTooHeavy: [400, '出库批次重量须小于仓单重量'],
  notSplitYet: [409, '仓单尚未拆分，暂不能签章'],
});

/** {releaseId} of the tray split's lists (spec 3 §7). */
export const traySplitReleaseQuery = z.object({ releaseId: idField });

/** A lot the warehouse records for goods no WMS holds (label, weight, quantity). */
export const traySplitLot = z.object({
  id: idString.nullable(),
  label: z.string(),
  weight: decimalText,
  quantity: decimalText,
});

/** One receipt of the split (spec 3 §3 release receipt row): what the bank asks, what is picked. */
export const traySplitBillRow = z.object({
  /** the release receipt row */
  id: idString,
  oldWrInfoId: idString,
  oldWrInfoCode: z.string(),
  materialName: z.string(),
  takeGoodType: z.string(),
  /** trays the bank asks for */
  number: z.number().nullable(),
  /** weight the bank asks for */
  weight: decimalText,
  quantity: decimalText.nullable(),
  totalWeight: decimalText,
  totalQuantity: decimalText,
  weightUnitName: z.string(),
  numberUnitName: z.string(),
  /** whether a WMS holds the goods (trays to pick); else the warehouse records lots */
  hasWms: z.boolean(),
  /** the picked trays (ids) and their containers */
  selectTrayList: z.array(idString),
  splitContainerList: z.array(idString),
  selectedCount: z.number(),
  selectedWeight: decimalText,
  lots: z.array(traySplitLot),
});

export const traySplitContainerRow = z.object({
  id: idString,
  caseNumber: z.string(),
  billId: idString,
  billCode: z.string(),
  releaseBillId: idString,
  trayCounts: z.number(),
  totalWeight: decimalText,
  totalNum: decimalText,
  actualWarehousTime: z.string().nullable(),
});

export const traySplitGoodsRow = z.object({
  id: idString,
  containerId: idString,
  goodsName: z.string(),
  billId: idString,
  releaseBillId: idString,
});

export const traySplitTrayRow = z.object({
  id: idString,
  goodsId: idString,
  goodsName: z.string(),
  containerId: idString,
  caseNumber: z.string(),
  billId: idString,
  releaseBillId: idString,
  trayCode: z.string(),
  rfidCode: z.string().nullable(),
  siteCode: z.string().nullable(),
  trayGoodsWeight: decimalText,
  trayGoodsNum: decimalText,
  /** when the container came in (first in, first out) */
  inTime: z.string(),
  selected: z.boolean(),
});

/** The per-goods summary (spec 3 §2): weight and quantity to 2 decimals, trays counted. */
export const traySplitSummaryRow = z.object({
  goodsName: z.string(),
  weight: decimalText,
  quantity: decimalText,
  trays: z.number(),
});

/** submit {id, billList, type, status} (spec 3 §7 Tray split; status 0 draft, 1 submit; type 1 automatic). */
export const traySplitSubmitBody = z.object({
  id: idField,
  billList: z
    .array(
      z.object({
        /** the release receipt row */
        id: idField,
        trayIds: z.array(idField).max(1000, m.tooManyTrays).default([]),
      }),
    )
    .max(200)
    .default([]),
  type: z.coerce
    .number({ error: m.type })
    .int()
    .refine((v) => v === TraySplitType.automatic || v === TraySplitType.manual, m.type)
    .default(TraySplitType.manual),
  status: z.coerce
    .number({ error: m.status })
    .int()
    .refine((v) => v === 0 || v === 1, m.status),
});

export const traySplitSubmitAnswer = z.object({
  id: idString,
  status: z.number(),
  traySplitStatus: z.number(),
  traySplitType: z.number().nullable(),
  exceedStatus: z.number().nullable(),
});

/** The warehouse's lots of one receipt row whose goods no WMS holds (at most 50). */
export const traySplitLotsBody = z.object({
  id: idField,
  lots: z
    .array(
      z.object({
        label: lineText('批次').trim().min(1, m.lotLabel).max(50, m.lotLabelLength),
        weight: z.string().trim().regex(WEIGHT, m.lotWeight),
        quantity: z.string().trim().regex(WEIGHT, m.lotQuantity),
      }),
    )
    .max(50, m.tooManyLots),
});

/** upPickSignStatus {goodsId} (the release's id, as the page passes it): ready for the successors' batch signing. */
export const upPickSignStatusBody = z.object({ goodsId: idField });
export const upPickSignStatusAnswer = z.object({ releaseId: idString, waiting: z.number() });

const BASE = '/api/kc-flrk/traySplitTmp';

export const traySplitRoutes = {
  billListByReleaseId: defineRoute({
    method: 'GET',
    path: `${BASE}/billListByReleaseId`,
    query: traySplitReleaseQuery,
    answer: z.array(traySplitBillRow),
  }),
  goodsListByReleaseId: defineRoute({
    method: 'GET',
    path: `${BASE}/goodsListByReleaseId`,
    query: traySplitReleaseQuery,
    answer: z.object({ containerList: z.array(traySplitContainerRow), goodsList: z.array(traySplitGoodsRow) }),
  }),
  trayListByReleaseId: defineRoute({
    method: 'GET',
    path: `${BASE}/trayListByReleaseId`,
    query: traySplitReleaseQuery,
    answer: z.object({ trayList: z.array(traySplitTrayRow), goodsList: z.array(traySplitSummaryRow) }),
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${BASE}/submit`,
    body: traySplitSubmitBody,
    answer: traySplitSubmitAnswer,
  }),
  saveLots: defineRoute({
    method: 'POST',
    path: `${BASE}/saveLots`,
    body: traySplitLotsBody,
    answer: z.array(traySplitLot),
  }),
  upPickSignStatus: defineRoute({
    method: 'POST',
    path: `${BASE}/upPickSignStatus`,
    body: upPickSignStatusBody,
    answer: upPickSignStatusAnswer,
  }),
} as const;

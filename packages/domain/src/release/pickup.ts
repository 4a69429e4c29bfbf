import { z } from 'zod';
import { ReceiptStatus } from '../receipt/status';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { defineRoute } from '../shared/route';
import { canStartPickup } from './release';

/**
 * spec 3 §4 Pick-up, §5 Pick-up, §7 Release and pick-up (generateOutputInfo): once the bank has our feedback (50) the
 * shipper picks up the released receipts; the pick-up is an outbound order in status 10 that the warehouse weighs out.
 */
export const pickupMessages = {
  /** spec 3 §5 Pick-up */
  noBills: '请选择要提货的仓单！',
} as const;

export const pickupRefusals = defineRefusals('releasePickup', {
  notShipper: [403, '只有解押仓单的货主可以发起提货'],
  /** spec 3 §4: starting a pick-up acts on 50 */
  notFed: [409, '解押尚未完成提货反馈，暂不能提货'],
  /** spec 3 §4: the pick-up is offered only when every listed receipt is in effect */
  notInEffect: [409, (codes: string) => `仓单 ${codes} 不是已生效状态，暂不能提货`],
  notPickable: [409, '所选仓单不属于该解押的待提货仓单'],
  alreadyPicking: [409, '该解押已有进行中的提货出库单'],
});
export const pickupInputRefusals = defineRefusals('releasePickup', {
  noBills: [400, pickupMessages.noBills],
});

/**
 * The receipt ids of a pick-up: a list, or one text joined with the Chinese enumeration comma as the spec's screen
 * sends it (spec 3 §7: "multiple receipt ids for a pick-up are joined with the Chinese enumeration comma"; commas too).
 */
const billIdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[、,，]/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(idField, { error: pickupMessages.noBills }).min(1, pickupMessages.noBills).max(200),
);

/**
 * generateOutputInfo {status, warehouseBillIds, warehouseComp, warehouseId, pickUpGoodsId}: pickUpGoodsId is the
 * release; status is the new order's (only 10, spec 3 §4: a pick-up creates an outbound order in status 10);
 * warehouseComp / warehouseId name the warehouse and must be the release's (the server takes the release's own).
 */
export const generateOutputInfoBody = z.object({
  pickUpGoodsId: idField,
  warehouseBillIds: billIdList,
  status: z.coerce.number().int().pipe(z.literal(10)).optional(),
  warehouseComp: idField.optional().nullable(),
  warehouseId: idField.optional().nullable(),
});
export type GenerateOutputInfoBody = z.infer<typeof generateOutputInfoBody>;

/** The pick-up's receipts as listed (prePickupBillList): may the pick-up start (spec 3 §4)? */
export const pickupOffered = (releaseStatus: number, bills: readonly { status: number }[]) =>
  canStartPickup(releaseStatus) && bills.length > 0 && bills.every((b) => b.status === ReceiptStatus.inEffect);

export const pickupRoutes = {
  /** answers the new outbound order's id */
  generateOutputInfo: defineRoute({
    method: 'POST',
    path: '/api/kc-flrk/ccb/release/generateOutputInfo',
    body: generateOutputInfoBody,
    answer: idString,
  }),
};

import { z } from 'zod';
import { submitServiceAmountBody } from '../finance/service-fee';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';

/**
 * A release's own financing service fee (spec 2 §3 Financing service fee, §4, §5, §9: the fee over the pickup loan of
 * each release; spec 3 §3 Release record payStatus / serviceAmountStatus / bcTradePay, §4 "Service-fee payment", §7
 * "Release and pick-up"), the bank's void of a release and the shipper's resubmission after a rejection.
 *
 * `id` on the release paths is the **release's** id (the release screen passes the release's ids; spec 3 §7): the
 * server finds the release's fee. The finance paths (`ccb/finance/…`) keep taking the fee's id; the vouchers
 * (`insertAttach`, `deleteAttach`, `attachListByPushId`) are those, with the fee id the card answers.
 */

export const releaseFeeMessages = {
  releaseId: '请选择解押记录',
  confirmResubmit: '确定重新提交该解押记录，交平台审核？',
  resubmitted: '已重新提交，待平台审核',
} as const;

export const releaseFeeRefusals = defineRefusals('release', {
  /** only the release's shipper resubmits it after a rejection (spec 3 §4: 11/21 → 10) */
  resubmitShipperOnly: [403, '只有货主可以重新提交解押'],
  /** a void release's fee is not filled any more */
  feeOfVoid: [409, '解押记录已作废，不能填写服务费'],
});

/** ?id: the release. */
export const releaseFeeQuery = z.object({ id: idField });
export const releaseFeeBody = z.object({ id: idField });

/** getServicePayCode?id&type: the release and the way (10 WeChat, 11 Alipay). */
export const releasePayCodeQuery = z.object({
  id: idField,
  type: z.coerce
    .number({ error: '请选择支付方式' })
    .int()
    .refine((v) => v === 10 || v === 11, '请选择支付方式'),
});

/**
 * ccb/release/submitServiceAmount (the platform; ccb_release_updateLoan): the financing service fee form of spec 2 §5
 * with the release it is for (`releaseId` required here; `applyId` its application).
 */
export const releaseSubmitServiceAmountBody = submitServiceAmountBody.refine((b) => b.releaseId != null, {
  path: ['releaseId'],
  message: releaseFeeMessages.releaseId,
});

/** getTradePayResult?id: the release fee's trade payment (0 unpaid, 10 paid online, 20 paid offline, 30 confirmed). */
export const releaseTradePayAnswer = z.object({
  /** the release */
  id: idString,
  /** the fee (null before the platform saved one) */
  feeId: idString.nullable(),
  payStatus: z.number().int(),
  payStatusName: z.string(),
  payWay: z.number().int().nullable(),
  payWayName: z.string(),
  payTime: dateTimeText,
  confirmTime: dateTimeText,
  /** the fee's own payStatus (-1 none yet, 0 unpaid, 1 paid, 2 no payment needed) */
  feePayStatus: z.number().int(),
  feePayStatusName: z.string(),
});
export type ReleaseTradePayAnswer = z.infer<typeof releaseTradePayAnswer>;

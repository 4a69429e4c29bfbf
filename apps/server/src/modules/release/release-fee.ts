import { formatDateTime } from '@kc/domain';
import type { SubmitServiceAmountBody } from '@kc/domain/finance/service-fee';
import { feePayStatusLabel, ServiceAmountStatus, serviceFeeRefusals } from '@kc/domain/finance/service-fee';
import { payWayLabels, TradePayStatus, tradePayStatusLabels } from '@kc/domain/payment/payment';
import { ReleaseStatus, TakeGoodType } from '@kc/domain/release/release';
import { type ReleaseTradePayAnswer, releaseFeeRefusals } from '@kc/domain/release/release-fee';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { afterCommit } from '../../platform/db/after-commit';
import type { DbOrTx } from '../../platform/db/client';
import {
  confirmFeeOffline,
  type FeeRow,
  feeOfApply,
  feePayCode,
  feePayResult,
  pledgedRowsOf,
  type ReleaseFeeSource,
  serviceFeeCardOf,
  submitServiceAmount,
} from '../finance';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { findRelease, loadVisibleRelease, redactedFor } from './release-access';
import { announceRelease } from './release-events';

/**
 * A release's own financing service fee (README "The release's service fee"; spec 2 §9: the fee over the pickup loan
 * of each release — total loan × pickup weight ÷ total receipt weight). The fee row, its form, its payment and its
 * vouchers are the finance module's (`kc_finance_service_fee` with `release_id`); this module tells it what a release
 * picks up (`releaseFeeSource`), answers the release paths by the **release's** id, and keeps the release's
 * payStatus / serviceAmountStatus with its fee's (`releaseFeeMoved`, in the fee's transaction).
 */

/**
 * registerReleaseFeeSource: every pledged receipt of the release's application (the finance rows: live, or once
 * pledged) with the weight this release takes of it — '01' the receipt's whole pledged weight, '02' the row's weight,
 * 0 for a receipt it does not touch — and its pledged weight (the finance row's totalWeight). Every row of the
 * release counts, also those already fed back (live 0): the fee of a release does not change once it is done.
 */
export const releaseFeeSource: ReleaseFeeSource = async (db, tenantId, releaseId) => {
  const row = await findRelease(db, releaseId);
  if (!row || row.tenantId !== tenantId || row.isDeleted !== 0) return undefined;
  const [bills, pledged] = await Promise.all([
    db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, row.id)),
    pledgedRowsOf(db, row.applyId),
  ]);
  const taken = new Map(bills.map((b) => [b.oldWrInfoId, b]));
  return {
    applyId: row.applyId,
    bills: pledged.map((r) => {
      const b = taken.get(r.billId);
      const weight = !b ? 0 : b.takeGoodType === TakeGoodType.full ? r.totalWeight : b.weight;
      return {
        billId: r.billId,
        billCode: r.billCode,
        weight: new Decimal(weight).toFixed(2),
        totalWeight: new Decimal(r.totalWeight).toFixed(2),
      };
    }),
  };
};

/**
 * The fee moved (finance's `onFeeMoved`, in the move's transaction): a release's row follows its fee — committed
 * (1) with the fee's payStatus (0 unpaid, 2 a zero fee), then 1 once paid online or confirmed offline; a fee still
 * in draft reads 0 / 0. The release's trail gets `fee`, and after the commit `release.status` (what `fee`) so its
 * page refreshes. A voucher's upload or removal changes neither figure but is announced all the same.
 */
export const releaseFeeMoved =
  (ctx: AppContext) =>
  async (tx: DbOrTx, fee: FeeRow): Promise<void> => {
    if (!fee.releaseId) return;
    const [before] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, fee.releaseId)).for('update');
    if (!before) return;
    const committed = fee.serviceAmountStatus === ServiceAmountStatus.submitted;
    const next = { serviceAmountStatus: committed ? 1 : 0, payStatus: committed ? fee.payStatus : 0 };
    let row = before;
    if (before.serviceAmountStatus !== next.serviceAmountStatus || before.payStatus !== next.payStatus) {
      [row] = await tx
        .update(ccbRelease)
        .set({ ...next, updateTime: new Date() })
        .where(eq(ccbRelease.id, before.id))
        .returning();
      await appendAuditEvent(tx, {
        tenantId: before.tenantId,
        objectType: 'release',
        objectId: before.id,
        action: 'fee',
        fromStatus: before.status,
        toStatus: before.status,
        actorId: null,
        actorEnterpriseId: null,
        payload: {
          feeId: fee.id,
          serviceAmount: fee.serviceAmount,
          serviceAmountStatus: next.serviceAmountStatus,
          payStatus: next.payStatus,
          tradePayStatus: fee.tradePayStatus,
        },
      });
    }
    const announced = row!;
    await afterCommit(tx, () => announceRelease(ctx, announced, 'fee'));
  };

/**
 * The release for a caller who may see its fee, and the fee (undefined before the platform saved one): a stranger
 * 404 `release.not_found`, a warehouse-only viewer 404 `serviceFee.not_found` (finance_warehouse: the fee is loan
 * figures only, spec 2 §6).
 */
const visibleReleaseFee = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { row, sides } = await loadVisibleRelease(ctx.db, p, releaseId);
  if (redactedFor(sides)) throw serviceFeeRefusals.notFound();
  const fee = await feeOfApply(ctx.db, row.applyId, row.id);
  return { row, sides, fee };
};

/** GET ccb/release/serviceFee?id: the release's fee card (finance's card over this release's pickup weights). */
export const releaseFeeCard = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { row } = await visibleReleaseFee(ctx, p, releaseId);
  return serviceFeeCardOf(ctx, p, row.applyId, row.id);
};

/**
 * POST ccb/release/submitServiceAmount (the platform; ccb_release_updateLoan): finance's form for this release —
 * stash (0) or commit (1), the fee computed over its pickup loan; a zero fee commits with payStatus 2. A void
 * release's fee is not filled any more (409 `release.fee_of_void`).
 */
export const submitReleaseFee = async (
  ctx: AppContext,
  p: Principal,
  body: SubmitServiceAmountBody & { releaseId?: string },
) => {
  const { row } = await visibleReleaseFee(ctx, p, body.releaseId!);
  if (row.status === ReleaseStatus.void) throw releaseFeeRefusals.feeOfVoid();
  return submitServiceAmount(ctx, p, { ...body, releaseId: row.id });
};

/** GET ccb/release/getServicePayCode?id&type (the shipper): the code of the committed, unpaid fee of the release. */
export const releaseFeePayCode = async (
  ctx: AppContext,
  p: Principal,
  input: { id: string; type: number },
  origin: string,
) => {
  const { fee } = await visibleReleaseFee(ctx, p, input.id);
  if (!fee) throw serviceFeeRefusals.notCommitted();
  return feePayCode(ctx, p, { id: fee.id, type: input.type }, origin);
};

/** GET ccb/release/getPayResult?id: success once paid, else its latest order's state; 'none' without a fee. */
export const releaseFeePayResult = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { fee } = await visibleReleaseFee(ctx, p, releaseId);
  return fee ? feePayResult(ctx, p, fee.id) : 'none';
};

/** GET ccb/release/getTradePayResult?id: the fee's trade payment (0 unpaid, 10 online, 20 offline, 30 confirmed). */
export const releaseTradePayResult = async (
  ctx: AppContext,
  p: Principal,
  releaseId: string,
): Promise<ReleaseTradePayAnswer> => {
  const { row, fee } = await visibleReleaseFee(ctx, p, releaseId);
  const status = fee?.tradePayStatus ?? TradePayStatus.unpaid;
  const feePayStatus = fee?.payStatus ?? -1;
  return {
    id: row.id,
    feeId: fee?.id ?? null,
    payStatus: status,
    payStatusName: tradePayStatusLabels[status] ?? '',
    payWay: fee?.payWay ?? null,
    payWayName: fee?.payWay ? (payWayLabels[fee.payWay] ?? '') : '',
    payTime: formatDateTime(fee?.payTime ?? null),
    confirmTime: formatDateTime(fee?.confirmTime ?? null),
    feePayStatus,
    feePayStatusName: feePayStatusLabel(feePayStatus),
  };
};

/** POST ccb/release/confirmPayOffline {id: the release} (the platform): the voucher's payment confirmed (20 → 30). */
export const confirmReleaseFeeOffline = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { fee } = await visibleReleaseFee(ctx, p, releaseId);
  if (!fee) throw serviceFeeRefusals.notOffline();
  return confirmFeeOffline(ctx, p, fee.id);
};

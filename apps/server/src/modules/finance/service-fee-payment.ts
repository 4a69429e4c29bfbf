import {
  FeePayStatus,
  FINANCING_FEE_BUSS_TYPE,
  serviceFeeRefusals as refuse,
  ServiceAmountStatus,
} from '@kc/domain/finance/service-fee';
import { type PayCodeAnswer, type PayResultValue, PayWay, TradePayStatus } from '@kc/domain/payment/payment';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import {
  addBusinessVoucher,
  businessVoucherById,
  businessVouchers,
  insertLedger,
  openPayCode,
  orderResultOf,
  PayBussType,
  registerPayBusiness,
  removeBusinessVoucher,
  voucherFileOf,
} from '../payment';
import { findApply } from './finance-access';
import { feeMovedTo } from './finance-answer';
import { financeServiceFee } from './service-fee.table';
import { announceFee, assertFeeSide, FEE_OBJECT_TYPE, feeById, loadVisibleFee, moveFee } from './service-fee-repo';

/**
 * Paying the financing service fee (spec 2 §4, §6, §7 "Financing service fee"; spec 3 §4 "Service-fee payment"):
 * online through the payment port (WeChat 10 / Alipay 11; the payment module's orders, inbox and ledger with
 * bussType 2), applied exactly once from the provider's verified notification; or offline — the shipper's voucher
 * images (tradePayStatus 20, payWay 12), confirmed by the platform (30, paid).
 */

const ref = (feeId: string) => ({ bussType: FINANCING_FEE_BUSS_TYPE, bussId: feeId });
const actorOf = (p: Principal) => ({ userId: p.userId, postId: p.postId });
const unpaidTrade = [TradePayStatus.unpaid, TradePayStatus.paidOffline];

/** The payment module's handlers for bussType 2 (called when the finance routes load). */
export const registerFeePayments = () =>
  registerPayBusiness(PayBussType.financingFee, {
    // In the notification's transaction, the order locked: the fee paid once (0 → 1, trade pay 10).
    onPaid: async (tx, paid) => {
      const fee = await feeById(tx, paid.bussId);
      if (!fee) throw new Error(`融资服务费 ${paid.bussId} 不存在`);
      const moved = await moveFee(tx, {
        fee,
        when: eq(financeServiceFee.payStatus, FeePayStatus.unpaid),
        set: {
          payStatus: FeePayStatus.paid,
          tradePayStatus: TradePayStatus.paidOnline,
          payWay: paid.payWay,
          payTime: paid.paidAt,
        },
        action: 'fee-paid',
        actor: null,
        from: FeePayStatus.unpaid,
        to: FeePayStatus.paid,
        payload: {
          payWay: paid.payWay,
          amount: paid.amount,
          outTradeNo: paid.outTradeNo,
          transactionId: paid.transactionId,
        },
      });
      const apply = await findApply(tx, fee.applyId);
      return { moved: moved != null, code: apply?.code ?? '' };
    },
    afterPaid: async (ctx, bussId) => {
      const fee = await feeById(ctx.db, bussId);
      if (fee) await announceFee(ctx, fee.applyId);
    },
    // A voucher image: the platform, and the enterprise that uploaded it, while they see the fee.
    canSeeVoucher: async (ctx, p, v) => {
      try {
        const { sides } = await loadVisibleFee(ctx.db, p, v.bussId);
        return sides.includes('platform') || (p.postId != null && p.postId === v.enterpriseId);
      } catch {
        return false;
      }
    },
  });

/** The shipper's fee, committed and unpaid (for paying and vouchers). */
const payableFee = async (ctx: AppContext, p: Principal, feeId: string) => {
  const v = await loadVisibleFee(ctx.db, p, feeId);
  await assertFeeSide(ctx.db, p, v.sides, 'shipper');
  if (v.fee.serviceAmountStatus !== ServiceAmountStatus.submitted) throw refuse.notCommitted();
  if (v.fee.payStatus !== FeePayStatus.unpaid) throw refuse.notUnpaid();
  return v;
};

/**
 * getServicePayCode?id&type (the shipper; ccb_release_sign_shipper): the QR code for the committed, unpaid fee —
 * the payment module's order for exactly the stored amount. A voucher awaiting confirmation: 409 offlinePending.
 */
export const feePayCode = async (
  ctx: AppContext,
  p: Principal,
  input: { id: string; type: number },
  origin: string,
): Promise<PayCodeAnswer> => {
  const { fee, apply } = await payableFee(ctx, p, input.id);
  if (fee.tradePayStatus === TradePayStatus.paidOffline) throw refuse.offlinePending();
  if (fee.tradePayStatus !== TradePayStatus.unpaid) throw refuse.notUnpaid();
  const amount = new Decimal(fee.serviceAmount).toFixed(2);
  return openPayCode(ctx, {
    key: ref(fee.id),
    tenantId: fee.tenantId,
    enterpriseId: fee.shipperId,
    amount,
    payWay: input.type,
    description: `融资服务费-${apply.code}`,
    attach: `fee:${fee.id}`,
    origin,
    actorId: p.userId,
    alreadyPaid: refuse.notUnpaid,
    onReady: (tx, order) =>
      appendAuditEvent(tx, {
        tenantId: fee.tenantId,
        objectType: FEE_OBJECT_TYPE,
        objectId: fee.id,
        action: 'fee-pay-order',
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { payWay: input.type, amount, outTradeNo: order.outTradeNo },
      }),
  });
};

/** getPayResult?id: 'success' once the fee is paid, else the state of its latest order ('none' without one). */
export const feePayResult = async (ctx: AppContext, p: Principal, feeId: string): Promise<PayResultValue> => {
  const { fee } = await loadVisibleFee(ctx.db, p, feeId);
  if (fee.payStatus === FeePayStatus.paid) return 'success';
  return orderResultOf(ctx.db, ref(fee.id));
};

/** insertAttach {pushPickGoodsId: the fee, attachId} (the shipper; ccb_release_upload_voucher): 0|20 → 20, way 12. */
export const insertFeeVoucher = async (
  ctx: AppContext,
  p: Principal,
  input: { pushPickGoodsId: string; attachId: string },
) => {
  const { fee, apply } = await payableFee(ctx, p, input.pushPickGoodsId);
  if (!unpaidTrade.includes(fee.tradePayStatus as 0 | 20)) throw refuse.notUnpaid();
  const file = await voucherFileOf(ctx, p, input.attachId);
  const id = await ctx.db.transaction(async (tx) => {
    const voucherId = await addBusinessVoucher(tx, p, {
      ...ref(fee.id),
      tenantId: fee.tenantId,
      enterpriseId: p.postId!,
      attachId: file.id,
    });
    const moved = await moveFee(tx, {
      fee,
      when: and(
        eq(financeServiceFee.payStatus, FeePayStatus.unpaid),
        inArray(financeServiceFee.tradePayStatus, unpaidTrade),
      ),
      set: { tradePayStatus: TradePayStatus.paidOffline, payWay: PayWay.offline, payTime: new Date() },
      action: 'fee-voucher-add',
      actor: actorOf(p),
      from: fee.tradePayStatus,
      to: TradePayStatus.paidOffline,
      payload: { voucherId, attachId: file.id, originalName: file.originalName },
    });
    if (!moved) throw refuse.notUnpaid();
    return voucherId;
  });
  await announceFee(ctx, apply);
  return id;
};

/**
 * deleteAttach {id} (the shipper, before the platform confirmed): the last voucher takes 20 back to 0. Answers the
 * fee as the removal left it.
 */
export const deleteFeeVoucher = async (ctx: AppContext, p: Principal, voucherId: string) => {
  const v = await businessVoucherById(ctx.db, voucherId);
  if (!v || v.bussType !== FINANCING_FEE_BUSS_TYPE) throw refuse.voucherMissing();
  let seen: Awaited<ReturnType<typeof loadVisibleFee>>;
  try {
    seen = await loadVisibleFee(ctx.db, p, v.bussId);
  } catch {
    throw refuse.voucherMissing();
  }
  await assertFeeSide(ctx.db, p, seen.sides, 'shipper');
  const { fee, apply } = seen;
  const after = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(financeServiceFee).where(eq(financeServiceFee.id, fee.id)).for('update');
    if (!locked || !unpaidTrade.includes(locked.tradePayStatus as 0 | 20) || locked.payStatus !== FeePayStatus.unpaid)
      throw refuse.voucherConfirmed();
    const left = await removeBusinessVoucher(tx, ref(fee.id), v.id);
    const back = left === 0 && locked.tradePayStatus === TradePayStatus.paidOffline;
    return moveFee(tx, {
      fee,
      when: eq(financeServiceFee.tradePayStatus, locked.tradePayStatus),
      set: back ? { tradePayStatus: TradePayStatus.unpaid, payWay: null, payTime: null } : {},
      action: 'fee-voucher-remove',
      actor: actorOf(p),
      from: locked.tradePayStatus,
      to: back ? TradePayStatus.unpaid : locked.tradePayStatus,
      payload: { voucherId: v.id, attachId: v.attachId, left },
    });
  });
  await announceFee(ctx, apply);
  // The row is locked, so the move matched; without it the fee is as it was.
  return feeMovedTo(after ?? fee);
};

/** attachListByPushId?pushId (the fee): its vouchers, with signed links for the platform and the uploader. */
export const feeVouchers = async (ctx: AppContext, p: Principal, feeId: string) => {
  const { fee } = await loadVisibleFee(ctx.db, p, feeId);
  return businessVouchers(ctx, p, ref(fee.id));
};

/**
 * confirmPayOffline {id} (the platform; ccb_release_confirm_pay_offline): 20 → 30, the fee paid, its ledger row.
 * Answers the fee as the move left it.
 */
export const confirmFeeOffline = async (ctx: AppContext, p: Principal, feeId: string) => {
  const { fee, apply, sides } = await loadVisibleFee(ctx.db, p, feeId);
  if (!sides.includes('platform')) throw refuse.confirmPlatformOnly();
  const confirmed = await ctx.db.transaction(async (tx) => {
    const moved = await moveFee(tx, {
      fee,
      when: and(
        eq(financeServiceFee.tradePayStatus, TradePayStatus.paidOffline),
        eq(financeServiceFee.payStatus, FeePayStatus.unpaid),
      ),
      set: {
        tradePayStatus: TradePayStatus.offlineConfirmed,
        payStatus: FeePayStatus.paid,
        confirmTime: new Date(),
        confirmUser: p.userId,
      },
      action: 'fee-offline-confirm',
      actor: actorOf(p),
      from: FeePayStatus.unpaid,
      to: FeePayStatus.paid,
      payload: { payWay: PayWay.offline, amount: fee.serviceAmount },
    });
    if (!moved) throw refuse.notOffline();
    await insertLedger(tx, {
      tenantId: fee.tenantId,
      bussType: FINANCING_FEE_BUSS_TYPE,
      bussId: fee.id,
      code: apply.code,
      party: 0,
      enterpriseId: fee.shipperId,
      payWay: PayWay.offline,
      amount: new Decimal(fee.serviceAmount).toFixed(2),
      status: TradePayStatus.offlineConfirmed,
      paidTime: moved.payTime,
    });
    return moved;
  });
  await announceFee(ctx, apply);
  return feeMovedTo(confirmed);
};

import type { DomainError } from '@kc/domain';
import { moneyText } from '@kc/domain/contract/fees';
import {
  fenOf,
  PAY_ORDER_LIFETIME_MS,
  PAY_QR_PX,
  type PayCodeAnswer,
  PayOrderStatus,
  type PayResultValue,
  providerOfPayWay,
  paymentRefusals as refuse,
} from '@kc/domain/payment/payment';
import { payOrderMachine } from '@kc/domain/payment/status';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { tryTransition } from '../../platform/state/transition';
import { isDuplicateOrderError, PayProviderError } from '../../providers/payment/port';
import { reconcileOrder } from './notifications';
import { newOutTradeNo } from './order-no';
import { type OrderRow, PayBussType } from './pay-registry';
import { payOrder } from './payment.table';

/** Which open order a code belongs to: a contract party's share, or another business record. */
export type OrderKey = { contractId: string; party: number } | { bussType: number; bussId: string };

const keyWhere = (k: OrderKey): SQL =>
  'contractId' in k
    ? and(eq(payOrder.contractId, k.contractId), eq(payOrder.party, k.party))!
    : and(eq(payOrder.bussType, k.bussType), eq(payOrder.bussId, k.bussId))!;

export const openOrderOf = async (db: DbOrTx, k: OrderKey) =>
  (
    await db
      .select()
      .from(payOrder)
      .where(and(keyWhere(k), eq(payOrder.status, PayOrderStatus.open)))
      .limit(1)
  )[0];

export const latestOrderOf = async (db: DbOrTx, k: OrderKey) =>
  (
    await db.select().from(payOrder).where(keyWhere(k)).orderBy(desc(payOrder.createTime), desc(payOrder.id)).limit(1)
  )[0];

/** payResult of the latest order: pending while open and unexpired, closed when lapsed or closed, none without. */
export const orderResultOf = async (db: DbOrTx, k: OrderKey): Promise<PayResultValue> => {
  const latest = await latestOrderOf(db, k);
  if (!latest) return 'none';
  if (latest.status === PayOrderStatus.paid) return 'success';
  if (latest.status === PayOrderStatus.open && latest.expireAt.getTime() > Date.now()) return 'pending';
  return 'closed';
};

export const answerOf = async (o: OrderRow): Promise<PayCodeAnswer> => ({
  outTradeNo: o.outTradeNo,
  orderNo: o.outTradeNo,
  payWay: o.payWay,
  amount: moneyText(o.amount),
  qrCodeUrl: await QRCode.toDataURL(o.codeUrl!, { width: PAY_QR_PX, margin: 2, errorCorrectionLevel: 'M' }),
  payUrl: o.codeUrl!,
  expireTime: o.expireAt.getTime(),
});

/** The payer's open order closed here (payOrderMachine close), once the provider closed it or never opened it. */
const closeLocally = (db: DbOrTx, id: string, s: Pick<PayCodeSpec, 'tenantId' | 'enterpriseId' | 'actorId'>) =>
  tryTransition(db, {
    table: payOrder,
    machine: payOrderMachine,
    move: 'close',
    id,
    actor: { userId: s.actorId, postId: s.enterpriseId, tenantId: s.tenantId },
    set: { closeTime: new Date() },
  });

export type PayCodeSpec = {
  key: OrderKey;
  tenantId: string;
  /** the paying enterprise */
  enterpriseId: string;
  /** the stored amount, never the client's */
  amount: string;
  /** PayWay 10 WeChat, 11 Alipay */
  payWay: number;
  /** what the payer's app shows (≤ 127) and what the provider echoes back (≤ 128) */
  description: string;
  attach: string;
  /** this app's origin: the provider posts to <origin>/api/kc-pay/notify/<provider> */
  origin: string;
  actorId: string;
  /** the refusal when the provider says the open order was paid meanwhile */
  alreadyPaid: () => DomainError;
  /** in the transaction that stores the provider's code: the business record's trail */
  onReady?: (tx: DbOrTx, order: OrderRow) => Promise<unknown>;
};

/**
 * The code for an amount the caller's checks found payable (README "Paying online"): an open order of the same way
 * answers again; one of the other way (or about to lapse) is closed at the provider first; else a new order (the
 * one-open-order index settles two clicks at once) and the provider's code. The provider's duplicated-number answer
 * is 409 payment.duplicate_order (spec 2 §8); any other provider failure 503.
 */
export const openPayCode = async (ctx: AppContext, s: PayCodeSpec): Promise<PayCodeAnswer> => {
  const provider = providerOfPayWay(s.payWay);
  if (!provider) throw refuse.payWayInvalid();
  const now = new Date();
  const open = await openOrderOf(ctx.db, s.key);
  if (open) {
    if (open.payWay === s.payWay && open.codeUrl && open.expireAt.getTime() > now.getTime() + 30_000) {
      return answerOf(open);
    }
    // Another way, or about to lapse: closed at the provider first, so the payer never holds two live codes.
    try {
      await ctx.payment.closeOrder(open.provider as 'wechat' | 'alipay', open.outTradeNo);
    } catch (err) {
      // Paid meanwhile (the close is refused): applied as the provider says, and this call has nothing to pay.
      if (err instanceof PayProviderError && (await reconcileOrder(ctx, open)) === 'paid') throw s.alreadyPaid();
      throw refuse.providerFailed();
    }
    await closeLocally(ctx.db, open.id, s);
  }

  const keyColumns =
    'contractId' in s.key
      ? { bussType: PayBussType.contractShare, contractId: s.key.contractId, party: s.key.party }
      : { bussType: s.key.bussType, bussId: s.key.bussId, party: 0 };
  const [created] = await ctx.db
    .insert(payOrder)
    .values({
      tenantId: s.tenantId,
      ...keyColumns,
      enterpriseId: s.enterpriseId,
      payWay: s.payWay,
      provider,
      outTradeNo: newOutTradeNo(),
      amount: s.amount,
      expireAt: new Date(now.getTime() + PAY_ORDER_LIFETIME_MS),
      status: PayOrderStatus.open,
      createUser: s.actorId,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Two clicks at once: the other call's order.
    const other = await openOrderOf(ctx.db, s.key);
    if (other?.codeUrl && other.payWay === s.payWay) return answerOf(other);
    throw refuse.providerFailed();
  }
  let codeUrl: string;
  try {
    ({ codeUrl } = await ctx.payment.createOrder({
      provider,
      outTradeNo: created.outTradeNo,
      amountFen: fenOf(s.amount),
      description: s.description.slice(0, 127),
      notifyUrl: `${s.origin.replace(/\/+$/, '')}/api/kc-pay/notify/${provider}`,
      expireAt: created.expireAt,
      attach: s.attach.slice(0, 128),
    }));
  } catch (err) {
    await closeLocally(ctx.db, created.id, s);
    if (isDuplicateOrderError(err)) throw refuse.duplicateOrder();
    throw refuse.providerFailed();
  }
  const [ready] = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(payOrder)
      .set({ codeUrl, updateTime: new Date() })
      .where(eq(payOrder.id, created.id))
      .returning();
    await s.onReady?.(tx, updated[0]!);
    return updated;
  });
  return answerOf(ready!);
};

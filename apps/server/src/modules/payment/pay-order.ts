import { randomBytes } from 'node:crypto';
import { moneyText, ProportionType } from '@kc/domain/contract/fees';
import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import {
  type FeePartyValue,
  type FeeShareAnswer,
  fenOf,
  PAY_ORDER_LIFETIME_MS,
  PAY_QR_PX,
  type PayCodeAnswer,
  PayOrderStatus,
  type PayResultValue,
  providerOfPayWay,
  paymentRefusals as refuse,
  TradePayStatus,
} from '@kc/domain/payment/payment';
import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { isDuplicateOrderError, PayProviderError } from '../../providers/payment/port';
import {
  type ContractRow,
  feePartyOf,
  loadVisibleContract,
  proportionConfigInForce,
  recordContractEvent,
  shareOf,
} from '../contract';
import { assertOwnEnterpriseApproved, enterpriseNames } from '../enterprise';
import { reconcileOrder } from './notifications';
import { payOrder, tradePay } from './payment.table';

/**
 * Online payment of a party's share (spec 2 §4 "Service fee payment per party", §7 "Fee payment", §8, §9; spec 3 §4
 * "Service-fee payment"): the order is for exactly the share the contract stores, never an amount from the client.
 */

export const actorOf = (p: Principal) => ({ userId: p.userId, postId: p.postId, tenantId: p.tenantId });

export const tradePayOf = async (db: DbOrTx, contractId: string, party: number) =>
  (
    await db
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, contractId), eq(tradePay.party, party)))
      .limit(1)
  )[0];

const openOrderOf = async (db: DbOrTx, contractId: string, party: number) =>
  (
    await db
      .select()
      .from(payOrder)
      .where(
        and(eq(payOrder.contractId, contractId), eq(payOrder.party, party), eq(payOrder.status, PayOrderStatus.open)),
      )
      .limit(1)
  )[0];

type OrderRow = typeof payOrder.$inferSelect;

/** A merchant order number: [0-9A-Za-z], 28 characters (WeChat ≤ 32, Alipay ≤ 64), unguessable. */
const newOutTradeNo = () => {
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let tail = '';
  while (tail.length < 14) for (const b of randomBytes(28)) if (b < 248 && tail.length < 14) tail += alnum[b % 62];
  return `KC${stamp}${tail}`;
};

const answerOf = async (o: OrderRow): Promise<PayCodeAnswer> => ({
  orderNo: o.outTradeNo,
  payWay: o.payWay,
  amount: moneyText(o.amount),
  qrCodeUrl: await QRCode.toDataURL(o.codeUrl!, { width: PAY_QR_PX, margin: 2, errorCorrectionLevel: 'M' }),
  payUrl: o.codeUrl!,
  expireTime: o.expireAt.getTime(),
});

const closeLocally = (db: DbOrTx, id: string) =>
  db
    .update(payOrder)
    .set({ status: PayOrderStatus.closed, closeTime: new Date(), updateTime: new Date() })
    .where(and(eq(payOrder.id, id), eq(payOrder.status, PayOrderStatus.open)));

/** The caller's own side of a contract it may see, or 403 (the platform is no party, a foreign enterprise 404s). */
export const ownSide = async (ctx: AppContext, p: Principal, contractId: string) => {
  const v = await loadVisibleContract(ctx.db, p, contractId);
  const party = feePartyOf(v.row, p.postId);
  if (party === undefined) throw refuse.notParty();
  return { row: v.row, party };
};

/**
 * servicePayCode: a QR code for the caller's unpaid share on a contract in force. An open order of the same way
 * answers again; one of the other way is closed first. The provider's duplicated-number answer is 409
 * payment.duplicate_order (spec 2 §8); any other provider failure 503.
 */
export const servicePayCode = async (
  ctx: AppContext,
  p: Principal,
  input: { id: string; type: number },
  origin: string,
): Promise<PayCodeAnswer> => {
  await assertOwnEnterpriseApproved(ctx.db, p);
  const { row, party } = await ownSide(ctx, p, input.id);
  const provider = providerOfPayWay(input.type);
  if (!provider) throw refuse.payWayInvalid();
  if (row.status !== ContractStatus.inForce) throw refuse.notInForce();
  const share = shareOf(row, party);
  if (share.status !== ServiceStatus.unpaid) throw refuse.notUnpaid();
  const tp = await tradePayOf(ctx.db, row.id, party);
  if (tp?.tradePayStatus === TradePayStatus.paidOffline) throw refuse.offlinePending();
  if (tp && tp.tradePayStatus !== TradePayStatus.unpaid) throw refuse.notUnpaid();

  const now = new Date();
  const open = await openOrderOf(ctx.db, row.id, party);
  if (open) {
    if (open.payWay === input.type && open.codeUrl && open.expireAt.getTime() > now.getTime() + 30_000) {
      return answerOf(open);
    }
    // Another way, or about to lapse: closed at the provider first, so the party never holds two live codes.
    try {
      await ctx.payment.closeOrder(open.provider as 'wechat' | 'alipay', open.outTradeNo);
    } catch (err) {
      // Paid meanwhile (the close is refused): applied as the provider says, and this call has nothing to pay.
      if (err instanceof PayProviderError && (await reconcileOrder(ctx, open)) === 'paid') throw refuse.notUnpaid();
      throw refuse.providerFailed();
    }
    await closeLocally(ctx.db, open.id);
  }

  const amount = new Decimal(share.amount).toFixed(2);
  const [created] = await ctx.db
    .insert(payOrder)
    .values({
      tenantId: row.tenantId,
      contractId: row.id,
      party,
      enterpriseId: share.enterpriseId!,
      payWay: input.type,
      provider,
      outTradeNo: newOutTradeNo(),
      amount,
      expireAt: new Date(now.getTime() + PAY_ORDER_LIFETIME_MS),
      status: PayOrderStatus.open,
      createUser: p.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Two clicks at once: the other call's order.
    const other = await openOrderOf(ctx.db, row.id, party);
    if (other?.codeUrl && other.payWay === input.type) return answerOf(other);
    throw refuse.providerFailed();
  }
  let codeUrl: string;
  try {
    ({ codeUrl } = await ctx.payment.createOrder({
      provider,
      outTradeNo: created.outTradeNo,
      amountFen: fenOf(amount),
      description: `平台服务费-${row.code}`.slice(0, 127),
      notifyUrl: `${origin.replace(/\/+$/, '')}/api/kc-pay/notify/${provider}`,
      expireAt: created.expireAt,
      attach: `${row.id}:${party}`,
    }));
  } catch (err) {
    await closeLocally(ctx.db, created.id);
    if (isDuplicateOrderError(err)) throw refuse.duplicateOrder();
    throw refuse.providerFailed();
  }
  const [ready] = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(payOrder)
      .set({ codeUrl, updateTime: new Date() })
      .where(eq(payOrder.id, created.id))
      .returning();
    await recordContractEvent(tx, {
      contractId: row.id,
      tenantId: row.tenantId,
      action: 'pay-order',
      actor: actorOf(p),
      payload: { party, payWay: input.type, amount, outTradeNo: created.outTradeNo },
    });
    return updated;
  });
  return answerOf(ready!);
};

/** payResult: the caller's own share — 'success' once paid, else the state of its latest order. */
export const payResult = async (ctx: AppContext, p: Principal, contractId: string): Promise<PayResultValue> => {
  const v = await loadVisibleContract(ctx.db, p, contractId);
  const party = feePartyOf(v.row, p.postId);
  if (party === undefined) return 'none';
  if (shareOf(v.row, party).status === ServiceStatus.paid) return 'success';
  const [latest] = await ctx.db
    .select()
    .from(payOrder)
    .where(and(eq(payOrder.contractId, contractId), eq(payOrder.party, party)))
    .orderBy(desc(payOrder.createTime), desc(payOrder.id))
    .limit(1);
  if (!latest) return 'none';
  if (latest.status === PayOrderStatus.paid) return 'success';
  if (latest.status === PayOrderStatus.open && latest.expireAt.getTime() > Date.now()) return 'pending';
  return 'closed';
};

const partyRateOf = (row: ContractRow, party: FeePartyValue) =>
  party === 0 ? row.shipperProportionRate : row.buyerProportionRate;

/** confirmService: a party's share with the formula's inputs and the platform's remittance account. */
export const confirmService = async (
  ctx: AppContext,
  p: Principal,
  input: { id: string; companyType: number },
): Promise<FeeShareAnswer> => {
  const v = await loadVisibleContract(ctx.db, p, input.id);
  const own = feePartyOf(v.row, p.postId);
  if (own === undefined && !isPlatformOperator(p)) throw refuse.notParty();
  if (own !== undefined && own !== input.companyType) throw refuse.wrongParty();
  const party = input.companyType as FeePartyValue;
  const row = v.row;
  const share = shareOf(row, party);
  const tp = await tradePayOf(ctx.db, row.id, party);
  const config = (row.proportionConfig ?? {}) as Record<string, unknown>;
  const text = (k: string, d = '0') => (config[k] == null ? d : String(config[k]));
  const proportionType = Number(config.proportionType ?? ProportionType.byAmount);
  const account = await proportionConfigInForce(ctx.db, row.tenantId);
  const names = await enterpriseNames(ctx.db, share.enterpriseId ? [share.enterpriseId] : []);
  const partyRate = new Decimal(partyRateOf(row, party)).toFixed();
  const fee = moneyText(row.platformServiceAmount);
  const formula =
    proportionType === ProportionType.none
      ? '平台不收取服务费'
      : proportionType === ProportionType.byWeight
        ? `重量 ${new Decimal(row.weightTotal).toFixed()} × 单位费用 ${text('proportionWeight')} × 折扣 ${text('saleRate')} ÷ 100 = ${fee} 元；本方承担 ${partyRate}% = ${moneyText(share.amount)} 元`
        : `合同金额 ${moneyText(row.totalAmount)} × 费率 ${text('proportionRate')} × 折扣 ${text('saleRate')} ÷ 10000 = ${fee} 元；本方承担 ${partyRate}% = ${moneyText(share.amount)} 元`;
  return {
    contractId: row.id,
    code: row.code,
    companyType: party,
    partyName: names.get(share.enterpriseId ?? '') ?? '',
    amount: moneyText(share.amount),
    serviceStatus: share.status,
    tradePayStatus: tp?.tradePayStatus ?? TradePayStatus.unpaid,
    payWay: tp?.payWay ?? null,
    totalAmount: moneyText(row.totalAmount),
    weightTotal: new Decimal(row.weightTotal).toFixed(),
    proportionType,
    proportionRate: text('proportionRate'),
    proportionWeight: text('proportionWeight'),
    saleRate: text('saleRate'),
    platformServiceAmount: fee,
    partyRate,
    formula,
    enterpriseName: account.enterprise.name ?? '',
    bankName: account.bankName ?? '',
    account: account.account ?? '',
  };
};

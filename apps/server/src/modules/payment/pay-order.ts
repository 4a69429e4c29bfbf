import { moneyText, ProportionType } from '@kc/domain/contract/fees';
import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import {
  type FeePartyValue,
  type FeeShareAnswer,
  type PayCodeAnswer,
  type PayResultValue,
  providerOfPayWay,
  paymentRefusals as refuse,
  TradePayStatus,
} from '@kc/domain/payment/payment';
import { formatMeasure } from '@kc/domain/shared/measure';
import { formatAmount } from '@kc/domain/shared/money';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import {
  type ContractRow,
  feePartyOf,
  loadVisibleContract,
  proportionConfigInForce,
  recordContractEvent,
  shareOf,
} from '../contract';
import { assertOwnEnterpriseApproved, enterpriseNames } from '../enterprise';
import { openPayCode, orderResultOf } from './pay-business';
import { tradePay } from './payment.table';

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
  if (!providerOfPayWay(input.type)) throw refuse.payWayInvalid();
  if (row.status !== ContractStatus.inForce) throw refuse.notInForce();
  const share = shareOf(row, party);
  if (share.status !== ServiceStatus.unpaid) throw refuse.notUnpaid();
  const tp = await tradePayOf(ctx.db, row.id, party);
  if (tp?.tradePayStatus === TradePayStatus.paidOffline) throw refuse.offlinePending();
  if (tp && tp.tradePayStatus !== TradePayStatus.unpaid) throw refuse.notUnpaid();

  const amount = new Decimal(share.amount).toFixed(2);
  return openPayCode(ctx, {
    key: { contractId: row.id, party },
    tenantId: row.tenantId,
    enterpriseId: share.enterpriseId!,
    amount,
    payWay: input.type,
    description: `平台服务费-${row.code}`,
    attach: `${row.id}:${party}`,
    origin,
    actorId: p.userId,
    alreadyPaid: refuse.notUnpaid,
    onReady: (tx, order) =>
      recordContractEvent(tx, {
        contractId: row.id,
        tenantId: row.tenantId,
        action: 'pay-order',
        actor: actorOf(p),
        payload: { party, payWay: input.type, amount, outTradeNo: order.outTradeNo },
      }),
  });
};

/** payResult: the caller's own share — 'success' once paid, else the state of its latest order. */
export const payResult = async (ctx: AppContext, p: Principal, contractId: string): Promise<PayResultValue> => {
  const v = await loadVisibleContract(ctx.db, p, contractId);
  const party = feePartyOf(v.row, p.postId);
  if (party === undefined) return 'none';
  if (shareOf(v.row, party).status === ServiceStatus.paid) return 'success';
  return orderResultOf(ctx.db, { contractId, party });
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
  // The formula as the screen prints figures (thousands separators; a weight's significant decimals).
  const fee = moneyText(row.platformServiceAmount);
  const shareText = formatAmount(moneyText(share.amount));
  const formula =
    proportionType === ProportionType.none
      ? '平台不收取服务费'
      : proportionType === ProportionType.byWeight
        ? `重量 ${formatMeasure(row.weightTotal)} × 单位费用 ${text('proportionWeight')} × 折扣 ${text('saleRate')} ÷ 100 = ${formatAmount(fee)} 元；本方承担 ${partyRate}% = ${shareText} 元`
        : `合同金额 ${formatAmount(moneyText(row.totalAmount))} × 费率 ${text('proportionRate')} × 折扣 ${text('saleRate')} ÷ 10000 = ${formatAmount(fee)} 元；本方承担 ${partyRate}% = ${shareText} 元`;
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

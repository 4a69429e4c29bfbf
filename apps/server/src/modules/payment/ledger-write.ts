import { TradePayStatus } from '@kc/domain/payment/payment';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseNames } from '../enterprise';
import { type OrderRow, payBusinessOf } from './pay-registry';
import { payLedger } from './payment.table';

/** Writing the payments ledger (README "Ledger and inbox"; the reading side is ledger.ts). */

/**
 * One ledger row per payment (kc_pay_ledger: unique per contract party, and per other business record); a second
 * write of the same payment is ignored. The enterprise's name is kept as it is now.
 */
export const insertLedger = async (
  tx: DbOrTx,
  v: {
    tenantId: string;
    bussType: number;
    contractId?: string;
    bussId?: string;
    code: string;
    party: number;
    enterpriseId: string;
    payWay: number;
    amount: string;
    status: number;
    orderNo?: string | null;
    transactionId?: string | null;
    paidTime: Date | null;
  },
) => {
  const names = await enterpriseNames(tx, [v.enterpriseId]);
  await tx
    .insert(payLedger)
    .values({
      tenantId: v.tenantId,
      bussType: v.bussType,
      bussId: v.bussId ?? null,
      contractId: v.contractId ?? null,
      contractCode: v.code.slice(0, 50),
      party: v.party,
      enterpriseId: v.enterpriseId,
      enterpriseName: names.get(v.enterpriseId) ?? '',
      payWay: v.payWay,
      amount: v.amount,
      status: v.status,
      orderNo: v.orderNo ?? null,
      transactionId: v.transactionId ?? null,
      paidTime: v.paidTime,
    })
    .onConflictDoNothing();
};

/**
 * A paid order of another business (README "Businesses"), in the notification's transaction with the order row
 * locked and marked paid: the owning module applies it (exactly once), the ledger gets its row. Answers whether the
 * record moved (false: it had been paid before, e.g. offline — no ledger row; the money needs a manual refund).
 */
export const applyBusinessPayment = async (
  tx: DbOrTx,
  order: OrderRow,
  n: { transactionId: string | null; paidAt: Date },
) => {
  const bussId = order.bussId!;
  const { moved, code } = await payBusinessOf(order.bussType).onPaid(tx, {
    bussId,
    tenantId: order.tenantId,
    enterpriseId: order.enterpriseId,
    payWay: order.payWay,
    amount: order.amount,
    outTradeNo: order.outTradeNo,
    transactionId: n.transactionId,
    paidAt: n.paidAt,
  });
  if (!moved) return false;
  await insertLedger(tx, {
    tenantId: order.tenantId,
    bussType: order.bussType,
    bussId,
    code,
    party: 0,
    enterpriseId: order.enterpriseId,
    payWay: order.payWay,
    amount: order.amount,
    status: TradePayStatus.paidOnline,
    orderNo: order.outTradeNo,
    transactionId: n.transactionId,
    paidTime: n.paidAt,
  });
  return true;
};

import { formatDateTime } from '@kc/domain';
import { exchangeRateFor, financingDays, financingServiceFee } from '@kc/domain/finance/formulas';
import {
  FeePayStatus,
  FINANCING_FEE_BUSS_TYPE,
  feePayStatusLabel,
  payWayLabels,
  serviceFeeRefusals as refuse,
  ServiceAmountStatus,
  type ServiceFeeCard,
  type SubmitServiceAmountBody,
  serviceAmountStatusLabels,
  tradePayStatusLabels,
} from '@kc/domain/finance/service-fee';
import type { FinanceSide } from '@kc/domain/finance/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { businessInvoices } from '../invoice';
import { dictionaryEntries } from '../system';
import type { FinanceApplyRow } from './finance-access';
import { financeServiceFee } from './service-fee.table';
import {
  announceFee,
  assertFeeSide,
  FEE_OBJECT_TYPE,
  type FeeRow,
  feeBillsOf,
  feeOfApply,
  loadFeeApply,
  moveFee,
  pledgedRowsOf,
  releaseFeeBills,
} from './service-fee-repo';

/**
 * The fee card and the platform's form (spec 2 §3 Financing service fee, §4 "Financing service fee form", §5, §9).
 * The card exists once the bank disbursed (the application's loanMoney); before the first stash it carries the
 * defaults: the loan, its currency, the fee range from the loan date to the due date, and the first entries of the
 * dictionaries ccb_release_proportion (fee rate %), ccb_release_yearly (days of year), ccb_release_discount (%).
 */

const CNY = '156';

/** The first entry of each rate dictionary (the form's defaults; spec 2 §9). */
const dictDefaults = async (db: DbOrTx, tenantId: string) => {
  const [rates, yearly, discounts] = await Promise.all(
    ['ccb_release_proportion', 'ccb_release_yearly', 'ccb_release_discount'].map((code) =>
      dictionaryEntries(db, 'biz', code, tenantId),
    ),
  );
  return {
    feeRate: rates?.[0]?.dictKey ?? '0',
    daysOfYear: Number(yearly?.[0]?.dictKey ?? 360) || 360,
    discountRate: discounts?.[0]?.dictKey ?? '100',
  };
};

const safeDays = (begin: string | null, end: string | null) => {
  try {
    return begin && end ? financingDays(begin, end) : null;
  } catch {
    return null;
  }
};

/** What the caller may do with the fee now (the pages add the permission keys; spec 2 §6). */
export const feeActions = (sides: readonly FinanceSide[], fee: FeeRow | undefined, hasInvoice: boolean) => {
  const platform = sides.includes('platform');
  const shipper = sides.includes('shipper');
  const awaiting = fee?.serviceAmountStatus === ServiceAmountStatus.submitted && fee.payStatus === FeePayStatus.unpaid;
  return {
    edit: platform && (!fee || fee.serviceAmountStatus === ServiceAmountStatus.draft),
    pay: shipper && awaiting && fee?.tradePayStatus === TradePayStatus.unpaid,
    uploadVoucher:
      shipper &&
      awaiting &&
      (fee?.tradePayStatus === TradePayStatus.unpaid || fee?.tradePayStatus === TradePayStatus.paidOffline),
    confirmOffline: platform && fee?.tradePayStatus === TradePayStatus.paidOffline,
    invoice: shipper && fee?.payStatus === FeePayStatus.paid && !hasInvoice,
  };
};

const money = (v: string | null | undefined) => (v == null ? null : new Decimal(v).toFixed(2));

/** The card of an application's fee for a caller who may see it; null until the bank disbursed. */
export const cardOf = async (
  ctx: AppContext,
  p: Principal,
  apply: FinanceApplyRow,
  sides: readonly FinanceSide[],
  releaseId: string | null = null,
): Promise<ServiceFeeCard | null> => {
  if (apply.loanMoney == null) return null;
  const [fee, rows] = await Promise.all([
    feeOfApply(ctx.db, apply.id, releaseId),
    feeRowsOf(ctx.db, apply.tenantId, apply.id, releaseId),
  ]);
  const invoices = fee ? await businessInvoices(ctx, p, FINANCING_FEE_BUSS_TYPE, fee.id) : [];
  const invoice = invoices[0] ?? null;
  const bills = rows.map((r) => ({ weight: r.weight, totalWeight: r.totalWeight }));
  const pickup = bills.reduce((s, b) => s.plus(b.weight), new Decimal(0)).toFixed(2);
  const total = bills.reduce((s, b) => s.plus(b.totalWeight), new Decimal(0)).toFixed(2);
  const defaults = fee ? undefined : await dictDefaults(ctx.db, apply.tenantId);
  const ccyCd = fee?.ccyCd ?? apply.loanCurrency ?? CNY;
  const serviceInfo = fee
    ? {
        loanMoney: money(fee.loanMoney)!,
        ccyCd,
        loanRate: new Decimal(fee.exchangeRate).toString(),
        feeRate: new Decimal(fee.feeRate).toString(),
        discountRate: new Decimal(fee.discountRate).toString(),
        daysOfYear: fee.daysOfYear,
        feeBegin: fee.feeBegin,
        feeEnd: fee.feeEnd,
      }
    : {
        loanMoney: money(apply.loanMoney)!,
        ccyCd,
        loanRate: ccyCd === CNY ? '1' : '',
        feeRate: defaults!.feeRate,
        discountRate: defaults!.discountRate,
        daysOfYear: defaults!.daysOfYear,
        feeBegin: apply.loanDate,
        feeEnd: apply.dateDue,
      };
  const payStatus = fee?.payStatus ?? FeePayStatus.unknown;
  const tradePayStatus = fee?.tradePayStatus ?? TradePayStatus.unpaid;
  return {
    id: fee?.id ?? null,
    applyId: apply.id,
    releaseId,
    bcFinanceApply: {
      id: apply.id,
      code: apply.code,
      status: apply.status,
      loanMoney: money(apply.loanMoney),
      loanCurrency: apply.loanCurrency,
      loanMoneyStatus: apply.loanMoneyStatus,
      loanDate: apply.loanDate,
      dateDue: apply.dateDue,
      financeAppId: apply.financeAppId,
    },
    serviceInfo,
    serviceAmount: money(fee?.serviceAmount),
    serviceAmountStatus: fee?.serviceAmountStatus ?? null,
    serviceAmountStatusName: fee ? (serviceAmountStatusLabels[fee.serviceAmountStatus] ?? '') : '未填写',
    payStatus,
    payStatusName: feePayStatusLabel(payStatus),
    bcTradePay: {
      payWay: fee?.payWay ?? null,
      payWayName: fee?.payWay ? (payWayLabels[fee.payWay] ?? '') : '',
      payStatus: tradePayStatus,
      payStatusName: tradePayStatusLabels[tradePayStatus] ?? '',
      payTime: formatDateTime(fee?.payTime ?? null),
      confirmTime: formatDateTime(fee?.confirmTime ?? null),
    },
    billList: rows
      .filter((r) => !new Decimal(r.weight).isZero())
      .map((r) => ({
        id: r.id,
        billId: r.billId,
        billCode: r.billCode,
        weight: new Decimal(r.weight).toFixed(2),
        pleWarehouseBillVO: { totalWeight: new Decimal(r.totalWeight).toFixed(2) },
      })),
    inPickupLoan: fee ? money(fee.inPickupLoan)! : money(apply.loanMoney)!,
    financingDays: fee ? fee.financingDays : safeDays(serviceInfo.feeBegin, serviceInfo.feeEnd),
    pickupWeight: fee ? money(fee.pickupWeight)! : pickup,
    totalWeight: fee ? money(fee.totalWeight)! : total,
    invoice: invoice ? { id: invoice.id, status: invoice.status, statusName: invoice.statusName } : null,
    actions: feeActions(sides, fee, invoice != null),
    createTime: formatDateTime(fee?.createTime ?? null),
    commitTime: formatDateTime(fee?.commitTime ?? null),
  };
};

/**
 * The bills a fee is computed over, each with the weight picked up of its pledged weight: for the whole pledge every
 * pledged receipt whole (feeBillsOf), for a release what the release says (releaseFeeBills; a release of another
 * application: 404).
 */
const feeRowsOf = async (db: DbOrTx, tenantId: string, applyId: string, releaseId: string | null) => {
  if (releaseId == null) {
    const rows = await pledgedRowsOf(db, applyId);
    const bills = feeBillsOf(rows);
    return rows.map((r, i) => ({ id: r.id, billId: r.billId, billCode: r.billCode, ...bills[i]! }));
  }
  const release = await releaseFeeBills(db, tenantId, releaseId);
  if (release.applyId !== applyId) throw refuse.notFound();
  return release.bills.map((b) => ({ id: b.billId, ...b }));
};

/** GET ccb/finance/serviceFee?applyId (the whole pledge), or a release's fee (`releaseId`). */
export const serviceFeeCardOf = async (ctx: AppContext, p: Principal, applyId: string, releaseId?: string | null) => {
  const { row, sides } = await loadFeeApply(ctx.db, p, applyId);
  return cardOf(ctx, p, row, sides, releaseId ?? null);
};

/**
 * submitServiceAmount (the platform; ccb_release_updateLoan): the form stashed (0, editable) or committed (1,
 * read-only after: 409 serviceFee.committed). The fee is computed here over the application's pledged receipts; a
 * zero fee is committed as "no payment needed" (payStatus 2). Answers the card.
 */
export const submitServiceAmount = async (ctx: AppContext, p: Principal, body: SubmitServiceAmountBody) => {
  const { row: apply, sides } = await loadFeeApply(ctx.db, p, body.applyId);
  await assertFeeSide(ctx.db, p, sides, 'platform');
  if (apply.loanMoney == null) throw refuse.noLoanYet();
  const currencies = await dictionaryEntries(ctx.db, 'biz', 'ccy_cd', apply.tenantId);
  if (!currencies.some((c) => c.dictKey === body.ccyCd)) throw refuse.currencyUnknown();
  const releaseId = body.releaseId ?? null;
  const rows = await feeRowsOf(ctx.db, apply.tenantId, apply.id, releaseId);
  const rate = exchangeRateFor(body.ccyCd, body.exchangeRate);
  const computed = financingServiceFee({
    ...body,
    exchangeRate: rate,
    bills: rows.map((r) => ({ weight: r.weight, totalWeight: r.totalWeight })),
  });
  const figures = {
    loanMoney: new Decimal(body.loanMoney).toFixed(2),
    ccyCd: body.ccyCd,
    exchangeRate: rate.toString(),
    feeBegin: body.feeBegin,
    feeEnd: body.feeEnd,
    feeRate: body.feeRate,
    daysOfYear: body.daysOfYear,
    discountRate: body.discountRate,
    pickupWeight: computed.pickupWeight,
    totalWeight: computed.totalWeight,
    inPickupLoan: computed.inPickupLoan,
    financingDays: computed.financingDays,
    serviceAmount: computed.serviceAmount,
  };
  const commit = body.serviceAmountStatus === ServiceAmountStatus.submitted;
  const actor = { userId: p.userId, postId: p.postId };
  const payload = { ...figures, bills: rows.length, ...(releaseId ? { releaseId } : {}) };
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(financeServiceFee)
      .values({
        tenantId: apply.tenantId,
        applyId: apply.id,
        releaseId,
        shipperId: apply.shipperId,
        ...figures,
        serviceAmountStatus: ServiceAmountStatus.draft,
        payStatus: FeePayStatus.unpaid,
        createUser: p.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (created && !commit) {
      await appendAuditEvent(tx, {
        tenantId: created.tenantId,
        objectType: FEE_OBJECT_TYPE,
        objectId: created.id,
        action: 'fee-stash',
        toStatus: ServiceAmountStatus.draft,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload,
      });
      return;
    }
    const fee = created ?? (await feeOfApply(tx, apply.id, releaseId))!;
    const zero = new Decimal(computed.serviceAmount).isZero();
    const moved = await moveFee(tx, {
      fee,
      when: eq(financeServiceFee.serviceAmountStatus, ServiceAmountStatus.draft),
      set: commit
        ? {
            ...figures,
            serviceAmountStatus: ServiceAmountStatus.submitted,
            commitTime: new Date(),
            payStatus: zero ? FeePayStatus.notNeeded : FeePayStatus.unpaid,
          }
        : figures,
      action: commit ? 'fee-commit' : 'fee-stash',
      actor,
      from: ServiceAmountStatus.draft,
      to: commit ? ServiceAmountStatus.submitted : ServiceAmountStatus.draft,
      payload,
    });
    if (!moved) throw refuse.committed();
  });
  await announceFee(ctx, apply);
  return cardOf(ctx, p, apply, sides, releaseId);
};

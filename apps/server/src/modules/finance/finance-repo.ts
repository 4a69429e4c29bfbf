import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import type {
  FinanceActions,
  FinanceApplyDetail,
  FinanceApplyRecord,
  FinanceBillRow,
  financePageQuery,
} from '@kc/domain/finance/finance';
import {
  applicationSignStatus,
  canMakeFinanceMove,
  dgeCcbStatusLabel,
  type FinanceSide,
  financeStatusLabel,
  fourStatusLabel,
  LoanMoneyStatus,
  loanMoneyMachine,
  pledgeSignStatusLabel,
  showOwnerBatchSign,
  showWarehouseBatchSign,
} from '@kc/domain/finance/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import { receiptStatusLabel } from '@kc/domain/receipt/status';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { borrowerById } from '../borrower';
import { enterpriseApproved, enterpriseNames, enterpriseOf } from '../enterprise';
import { enterpriseCard, receiptsByIds, unitLabels } from '../receipt';
import { inputCodesOf } from './apply-options';
import { financingGoodsNames } from './apply-parties';
import { financeApply, financeApplyBill } from './finance.table';
import {
  type FinanceApplyRow,
  isRedactedFor,
  loadVisibleApply,
  sidesOf,
  visibleApplies,
  withoutRedacted,
} from './finance-access';
import { financeServiceFee } from './service-fee.table';

type ApplyBillRow = typeof financeApplyBill.$inferSelect;

/** The permissions the buttons ask (spec 2 §6), read once per answer. */
const BUTTON_PERMS = [
  'finance_pt',
  'finance_warehouse',
  'butTest',
  'ccb_release_pledge_sign_shipper',
  'ccb_release_pledge_sign_warehouse',
  'ccb_release_updateLoan',
] as const;
export type ButtonPerms = Set<(typeof BUTTON_PERMS)[number]>;

export const buttonPermsOf = async (ctx: AppContext, p: Principal): Promise<ButtonPerms> => {
  const held = await Promise.all(BUTTON_PERMS.map((k) => ctx.acl.holdsAny(p.roleIds, [k])));
  return new Set(BUTTON_PERMS.filter((_, i) => held[i]));
};

/** What the caller may do now: exactly the server's guards (domain financeMoves, spec 2 §6 batch-sign rules). */
export const actionsOf = (
  row: FinanceApplyRow,
  sides: readonly FinanceSide[],
  perms: ButtonPerms,
  bills: readonly Pick<ApplyBillRow, 'dgeCcbStatus' | 'signStatus' | 'active'>[],
): FinanceActions => {
  const can = (m: Parameters<typeof canMakeFinanceMove>[0]) => canMakeFinanceMove(m, row.status, row.fourStatus, sides);
  const live = bills.filter((b) => b.active === 1);
  const signStatus = applicationSignStatus(live);
  return {
    edit: can('edit'),
    submit: can('submit'),
    cancel: can('cancel'),
    platformAudit: can('platformAudit') && perms.has('finance_pt'),
    warehouseAudit: can('warehouseAudit') && perms.has('finance_warehouse'),
    push: can('push') && perms.has('butTest'),
    ownerBatchSign:
      sides.includes('shipper') &&
      perms.has('ccb_release_pledge_sign_shipper') &&
      showOwnerBatchSign(
        row.status,
        signStatus,
        live.map((b) => b.dgeCcbStatus),
      ),
    warehouseBatchSign:
      sides.includes('warehouse') &&
      perms.has('ccb_release_pledge_sign_warehouse') &&
      showWarehouseBatchSign(row.status, signStatus),
    updateLoan:
      perms.has('ccb_release_updateLoan') &&
      (sides.includes('platform') || sides.includes('bank')) &&
      row.loanMoney != null &&
      loanMoneyMachine.can('update', row.loanMoneyStatus ?? LoanMoneyStatus.saved),
  };
};

const billsOf = (db: DbOrTx, applyIds: string[]) =>
  applyIds.length
    ? db
        .select()
        .from(financeApplyBill)
        .where(inArray(financeApplyBill.applyId, applyIds))
        .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id))
    : Promise.resolve([] as ApplyBillRow[]);

/** The rows an application shows: its live receipts, or all it had once it ended (void, refused, released). */
const shownBills = (bills: ApplyBillRow[]) =>
  bills.some((b) => b.active === 1) ? bills.filter((b) => b.active === 1) : bills;

/** Each receipt's weight unit label, for the weight unit an application's receipts share. */
const weightUnitsOf = async (db: DbOrTx, tenantId: string, billIds: string[]) => {
  if (billIds.length === 0) return new Map<string, string>();
  const [rows, units] = await Promise.all([receiptsByIds(db, billIds), unitLabels(db, tenantId)]);
  return new Map([...rows.values()].map((r) => [r.id, units.weight.get(r.weightUnit ?? '') ?? '']));
};

const sharedUnit = (labels: (string | undefined)[]) => {
  const distinct = new Set(labels.map((l) => l ?? ''));
  return distinct.size === 1 ? [...distinct][0]! : '';
};

/** List rows with names, receipt counts, weights and actions (a few queries for the whole page). */
const recordsOf = async (ctx: AppContext, p: Principal, rows: FinanceApplyRow[]): Promise<FinanceApplyRecord[]> => {
  if (rows.length === 0) return [];
  const approved = p.postId != null && (await enterpriseApproved(ctx.db, p.tenantId, p.postId));
  const [names, goods, bills, perms] = await Promise.all([
    enterpriseNames(
      ctx.db,
      rows.flatMap((r) => [r.shipperId, r.warehouseId, r.bankId]),
    ),
    financingGoodsNames(
      ctx.db,
      rows.map((r) => r.financingGoodsId),
    ),
    billsOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    buttonPermsOf(ctx, p),
  ]);
  const borrowers = new Map<string, string>();
  for (const id of new Set(rows.map((r) => r.borrowerId).filter((x): x is string => x != null)))
    borrowers.set(id, (await borrowerById(ctx.db, rows[0]!.tenantId, id))?.name ?? '');
  const weightUnits = await weightUnitsOf(
    ctx.db,
    rows[0]!.tenantId,
    bills.map((b) => b.billId),
  );
  return rows.map((r) => {
    const mine = shownBills(bills.filter((b) => b.applyId === r.id));
    const allSides = sidesOf(p, r);
    // An enterprise not approved makes no move (spec 1 §4); the platform acts without one.
    const sides = approved ? allSides : allSides.filter((s) => s === 'platform');
    const record: FinanceApplyRecord = {
      id: r.id,
      code: r.code,
      status: r.status,
      statusName: financeStatusLabel(r.status),
      fourStatus: r.fourStatus,
      fourStatusName: fourStatusLabel(r.fourStatus),
      shipperId: r.shipperId,
      shipperCompName: names.get(r.shipperId) ?? '',
      warehouseId: r.warehouseId,
      warehouseCompName: names.get(r.warehouseId) ?? '',
      bankId: r.bankId,
      bankName: names.get(r.bankId) ?? '',
      financingGoodsId: r.financingGoodsId,
      financingGoodsName: goods.get(r.financingGoodsId) ?? '',
      financeAppId: r.financeAppId,
      borrowerId: r.borrowerId,
      borrowerName: r.borrowerId ? (borrowers.get(r.borrowerId) ?? null) : null,
      billCount: mine.length,
      totalWeight: mine.reduce((s, b) => s.plus(b.totalWeight), new Decimal(0)).toFixed(2),
      weightUnitName: sharedUnit(mine.map((b) => weightUnits.get(b.billId))),
      signStatus: applicationSignStatus(mine.filter((b) => b.active === 1)),
      applyMoney: r.applyMoney,
      pledgeAmount: r.pledgeAmount,
      loanMoney: r.loanMoney,
      loanCurrency: r.loanCurrency,
      createTime: formatDateTime(r.createTime)!,
      submitTime: formatDateTime(r.submitTime),
      actions: actionsOf(r, sides, perms, mine),
    };
    return isRedactedFor(allSides) ? withoutRedacted(record) : record;
  });
};

/**
 * The application's financing service fee has a voucher waiting for the platform's confirmation (tradePayStatus 20):
 * the platform's queue, read through kc_finance_service_fee_offline_idx (its predicate, the constant inline).
 */
const feeVoucherWaiting = (tenantId: string): SQL =>
  sql`${financeApply.id} in (select ${financeServiceFee.applyId} from ${financeServiceFee} where ${financeServiceFee.tenantId} = ${tenantId} and ${financeServiceFee.tradePayStatus} = ${sql.raw(String(TradePayStatus.paidOffline))})`;

/** ccb/finance/list and kc-finance/application/page: the caller's applications (visibleApplies), newest first. */
export const pageApplications = async (
  ctx: AppContext,
  p: Principal,
  q: z.infer<typeof financePageQuery>,
): Promise<Page<FinanceApplyRecord>> => {
  const conditions: SQL[] = [visibleApplies(p)];
  if (q.code) conditions.push(ilike(financeApply.code, `%${q.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.status != null) conditions.push(eq(financeApply.status, q.status));
  if (q.fourStatus != null) conditions.push(eq(financeApply.fourStatus, q.fourStatus));
  if (q.offlinePending === 1) conditions.push(feeVoucherWaiting(p.tenantId));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(financeApply).where(where);
  const rows = await ctx.db
    .select()
    .from(financeApply)
    .where(where)
    .orderBy(desc(financeApply.createTime), desc(financeApply.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(await recordsOf(ctx, p, rows), total?.n ?? 0, q.current, q.size);
};

/** The receipt rows of the detail (spec 2 §3 Receipt row), with each receipt's own status and units. */
const billRowsOf = async (db: DbOrTx, row: FinanceApplyRow, bills: ApplyBillRow[]): Promise<FinanceBillRow[]> => {
  const ids = bills.map((b) => b.billId);
  const [byId, units] = await Promise.all([receiptsByIds(db, ids), unitLabels(db, row.tenantId)]);
  const inputCodes = await inputCodesOf(db, [...byId.values()]);
  return bills.map((b) => {
    const r = byId.get(b.billId);
    return {
      id: b.id,
      billId: b.billId,
      billCode: b.billCode,
      billStatus: r?.status ?? 0,
      billStatusName: receiptStatusLabel(r?.status ?? 0),
      inputId: r?.inputId ?? null,
      inputCode: (r?.inputId ? inputCodes.get(r.inputId) : undefined) ?? null,
      materialName: r?.materialName ?? '',
      collateralAccResult: b.collateralAccResult,
      collateralReason: b.collateralReason,
      dgeCcbStatus: b.dgeCcbStatus,
      dgeCcbStatusName: dgeCcbStatusLabel(b.dgeCcbStatus),
      priceUnit: b.priceUnit,
      chargeUnit: b.chargeUnit,
      ccyCd: b.ccyCd,
      cltPlgRate: b.cltPlgRate,
      pledgeAmount: b.pledgeAmount,
      totalWeight: b.totalWeight,
      weightUnit: r?.weightUnit ?? null,
      weightUnitName: units.weight.get(r?.weightUnit ?? '') ?? '',
      totalQuantity: r?.totalQuantity ?? '0',
      numberUnit: r?.numberUnit ?? null,
      numberUnitName: units.number.get(r?.numberUnit ?? '') ?? '',
      dimension: r?.locator ?? null,
      signStatus: b.signStatus,
      signStatusName: pledgeSignStatusLabel(b.signStatus),
      hasExtractPdf: b.extractFileId != null,
    };
  });
};

const partyOf = async (db: DbOrTx, tenantId: string, id: string) => {
  const [e, card] = await Promise.all([enterpriseOf(db, id), enterpriseCard(db, tenantId, id)]);
  return {
    name: e?.name ?? '',
    creditCode: e?.creditCode ?? null,
    contactsName: e?.contactsName ?? null,
    contactsPhone: e?.contactsPhone ?? null,
    address: card?.address || null,
  };
};

/** ccb/finance/detail and kc-finance/application/detail: heads, parties, loan, receipts and the caller's actions. */
export const applicationDetail = async (ctx: AppContext, p: Principal, id: string): Promise<FinanceApplyDetail> => {
  const { row, sides } = await loadVisibleApply(ctx.db, p, id);
  const bills = shownBills(await billsOf(ctx.db, [row.id]));
  const [[record], shipper, bank, warehouse, billList] = await Promise.all([
    recordsOf(ctx, p, [row]),
    partyOf(ctx.db, row.tenantId, row.shipperId),
    partyOf(ctx.db, row.tenantId, row.bankId),
    partyOf(ctx.db, row.tenantId, row.warehouseId),
    billRowsOf(ctx.db, row, bills),
  ]);
  const detail: FinanceApplyDetail = {
    ...record!,
    remark: row.remark,
    fourDescr: row.fourDescr,
    refuseReason: row.refuseReason,
    fourPdf: row.fourFileId != null,
    extractFile: bills.some((b) => b.extractFileId != null),
    pushError: row.pushError,
    interestInfo: row.interestInfo,
    loanDate: row.loanDate,
    dateDue: row.dateDue,
    loanMoneyStatus: row.loanMoneyStatus,
    repaidMoney: row.repaidMoney,
    sides,
    redacted: isRedactedFor(sides),
    shipper,
    bank: { name: bank.name, creditCode: bank.creditCode, address: bank.address },
    warehouse: { name: warehouse.name, address: warehouse.address },
    billList,
  };
  return isRedactedFor(sides) ? withoutRedacted(detail) : detail;
};

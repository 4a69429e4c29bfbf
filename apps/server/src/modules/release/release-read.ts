import { formatDate, formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { financeRefusals } from '@kc/domain/finance/finance';
import { dgeCcbStatusLabel, financeStatusLabel } from '@kc/domain/finance/status';
import { receiptStatusLabel } from '@kc/domain/receipt/status';
import {
  canStartPickup,
  joinReceiptCodes,
  platformAuditShown,
  ReleaseStatus,
  type ReleaseStatusValue,
  releaseMachine,
  releaseStatusLabels,
  TakeGoodType,
} from '@kc/domain/release/release';
import {
  type prePickupBillRow,
  releaseRefusals as refuse,
  type releaseDetail,
  type releasePageQuery,
  type releaseRecord,
  type releaseRepaymentRow,
  type releaseSplitRow,
} from '@kc/domain/release/release-record';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames } from '../enterprise';
import { financeApply, financeRepayment, financeServiceFee, findApply, withoutRedacted } from '../finance';
import { outboundOrdersOfRelease } from '../outbound';
import { receiptsByIds, unitLabels } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { loadVisibleRelease, type ReleaseRow, type ReleaseSide, redactedFor, visibleReleases } from './release-access';

type Record_ = z.input<typeof releaseRecord>;
type Detail = z.input<typeof releaseDetail>;

const statusName = (s: number) => releaseStatusLabels[s as ReleaseStatusValue] ?? '';

const billsOf = (db: DbOrTx, releaseIds: readonly string[]) =>
  releaseIds.length === 0
    ? Promise.resolve([] as (typeof ccbReleaseBill.$inferSelect)[])
    : db
        .select()
        .from(ccbReleaseBill)
        .where(inArray(ccbReleaseBill.releaseId, [...releaseIds]))
        .orderBy(asc(ccbReleaseBill.sort), asc(ccbReleaseBill.id));

/** List rows with the parties' names, the application's code and the receipts joined with '、'. */
const recordsOf = async (db: DbOrTx, rows: ReleaseRow[]): Promise<Record_[]> => {
  if (rows.length === 0) return [];
  const [names, bills, applies] = await Promise.all([
    enterpriseNames(
      db,
      rows.flatMap((r) => [r.shipperId, r.warehouseId, r.bankId]),
    ),
    billsOf(
      db,
      rows.map((r) => r.id),
    ),
    db
      .select({ id: financeApply.id, code: financeApply.code })
      .from(financeApply)
      .where(
        inArray(
          financeApply.id,
          rows.map((r) => r.applyId),
        ),
      ),
  ]);
  const codes = new Map(applies.map((a) => [a.id, a.code]));
  return rows.map((r) => ({
    id: r.id,
    releaseCode: r.code,
    code: codes.get(r.applyId) ?? '',
    applyId: r.applyId,
    financeAppId: r.financeAppId,
    instructionNo: r.instructionNo,
    thCode: r.thCode,
    takeGoodCode: r.takeGoodCode,
    takeGoodTime: r.takeGoodTime,
    status: r.status,
    statusName: statusName(r.status),
    payStatus: r.payStatus,
    serviceAmountStatus: r.serviceAmountStatus,
    signStatus: r.signStatus,
    traySplitStatus: r.traySplitStatus,
    shipperName: names.get(r.shipperId) ?? '',
    warehouseCompanyName: names.get(r.warehouseId) ?? '',
    bankName: names.get(r.bankId) ?? '',
    billCodes: joinReceiptCodes(bills.filter((b) => b.releaseId === r.id).map((b) => b.oldWrInfoCode)),
    createTime: formatDateTime(r.createTime),
  }));
};

/** The caller's releases (each party its own, the platform all), newest first. */
export const pageReleases = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof releasePageQuery>,
): Promise<Page<Record_>> => {
  const conditions: SQL[] = [visibleReleases(p)];
  if (q.code) conditions.push(ilike(ccbRelease.code, `%${escapeLike(q.code)}%`));
  if (q.thCode) conditions.push(ilike(ccbRelease.thCode, `%${escapeLike(q.thCode)}%`));
  if (q.status != null) conditions.push(eq(ccbRelease.status, q.status));
  if (q.applyId) conditions.push(eq(ccbRelease.applyId, q.applyId));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(ccbRelease).where(where);
  const rows = await db
    .select()
    .from(ccbRelease)
    .where(where)
    .orderBy(desc(ccbRelease.createTime), desc(ccbRelease.id))
    .limit(q.size)
    .offset(offsetOf(q));
  return toPage(await recordsOf(db, rows), total?.n ?? 0, q.current, q.size);
};

/** What the caller's sides may do now (the page adds the permission keys). */
const actionsOf = (row: ReleaseRow, sides: readonly ReleaseSide[]) => ({
  platformAudit: sides.includes('platform') && platformAuditShown(row),
  warehouseAudit: sides.includes('warehouse') && releaseMachine.can('warehousePass', row.status),
  pickupFeedback:
    sides.includes('platform') &&
    (releaseMachine.can('pickupFeedback', row.status) || (canStartPickup(row.status) && row.fedAt == null)),
  traySplit: sides.includes('shipper') && row.status === ReleaseStatus.awaitingTraySplit,
});

/** The detail (spec 3 §2 Release detail): header, financing information, bank pick-up information, receipts. */
export const releaseDetailOf = async (ctx: AppContext, p: Principal, id: string): Promise<Detail> => {
  const db = ctx.db;
  const { row, sides } = await loadVisibleRelease(db, p, id);
  const [record] = await recordsOf(db, [row]);
  const [apply, bills, units, fee] = await Promise.all([
    findApply(db, row.applyId),
    billsOf(db, [row.id]),
    unitLabels(db, row.tenantId),
    // the whole pledge's fee (release_id null), not a release's
    db
      .select({ payStatus: financeServiceFee.payStatus })
      .from(financeServiceFee)
      .where(and(eq(financeServiceFee.applyId, row.applyId), isNull(financeServiceFee.releaseId)))
      .limit(1),
  ]);
  const ids = bills.flatMap((b) => [b.oldWrInfoId, b.leaveWrInfoId, b.remainWrInfoId]).filter((x): x is string => !!x);
  const receipts = await receiptsByIds(db, ids);
  const redacted = redactedFor(sides);
  const detail: Detail = {
    ...record!,
    traySplitType: row.traySplitType,
    exceedStatus: row.exceedStatus,
    dest: row.dest,
    descr: row.descr,
    takeGoodNoticeFile: row.takeGoodNoticeFile,
    feedbackState: row.fedAt ? 1 : 0,
    feedbackError: row.feedbackError,
    fedAt: formatDateTime(row.fedAt),
    bcFinanceApply: {
      id: row.applyId,
      code: apply?.code ?? '',
      status: apply?.status ?? 0,
      statusName: financeStatusLabel(apply?.status ?? 0),
      payStatus: fee[0]?.payStatus ?? null,
      loanMoney: apply?.loanMoney ?? null,
      loanCurrency: apply?.loanCurrency ?? null,
      repaidMoney: apply?.repaidMoney ?? null,
      registrationNo: apply?.registrationNo ?? null,
    },
    bcTradePay: { payStatus: row.payStatus },
    billList: bills.map((b) => {
      const origin = receipts.get(b.oldWrInfoId);
      const leave = b.leaveWrInfoId ? receipts.get(b.leaveWrInfoId) : undefined;
      const remain = b.remainWrInfoId ? receipts.get(b.remainWrInfoId) : undefined;
      return {
        id: b.id,
        oldWrInfoId: b.oldWrInfoId,
        oldWrInfoCode: b.oldWrInfoCode,
        takeGoodType: b.takeGoodType,
        takeGoodTypeName: b.takeGoodType === TakeGoodType.partial ? '部分解押' : '全部解押',
        number: b.number,
        weight: b.weight,
        quantity: b.quantity,
        totalWeight: origin?.totalWeight ?? b.weight,
        totalQuantity: origin?.totalQuantity ?? '0',
        materialName: origin?.materialName ?? '',
        weightUnitName: units.weight.get(origin?.weightUnit ?? '') ?? '',
        numberUnitName: units.number.get(origin?.numberUnit ?? '') ?? '',
        leaveWrInfoId: b.leaveWrInfoId,
        leaveWrInfoCode: leave?.code ?? null,
        remainWrInfoId: b.remainWrInfoId,
        remainWrInfoCode: remain?.code ?? null,
        dgeCcbStatus: b.dgeCcbStatus,
        dgeCcbStatusName: dgeCcbStatusLabel(b.dgeCcbStatus),
        billStatus: origin?.status ?? null,
        billStatusName: origin ? receiptStatusLabel(origin.status) : '',
      };
    }),
    outputs: await outboundOrdersOfRelease(ctx.db, row.id),
    sides,
    redacted,
    actions: actionsOf(row, sides),
  };
  // spec 2 §6 finance_warehouse: the application's loan figures are absent, not null.
  return redacted ? withoutRedacted(detail) : detail;
};

/** splitBillsByBilId {id: a release receipt row}: the pledged receipt and, once split, its two successors. */
export const splitBillsOf = async (ctx: AppContext, p: Principal, billRowId: string) => {
  const [bill] = await ctx.db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.id, billRowId)).limit(1);
  if (!bill) throw refuse.notFound();
  await loadVisibleRelease(ctx.db, p, bill.releaseId);
  const parts: [string | null, 'origin' | 'leave' | 'remain', string][] = [
    [bill.oldWrInfoId, 'origin', '原仓单'],
    [bill.leaveWrInfoId, 'leave', '解押提货仓单'],
    [bill.remainWrInfoId, 'remain', '剩余质押仓单'],
  ];
  const receipts = await receiptsByIds(
    ctx.db,
    parts.map(([id]) => id).filter((x): x is string => !!x),
  );
  return parts.flatMap(([id, role, roleName]): z.input<typeof releaseSplitRow>[] => {
    const r = id ? receipts.get(id) : undefined;
    return r
      ? [
          {
            wrInfoId: r.id,
            wrInfoCode: r.code,
            role,
            roleName,
            totalWeight: r.totalWeight,
            totalQuantity: r.totalQuantity,
            status: r.status,
            statusName: receiptStatusLabel(r.status),
          },
        ]
      : [];
  });
};

/**
 * repaymentsByGoodsId {id: the release}: its application's repayments, newest first (spec 3 §3 Repayment). The
 * warehouse reviewer sees no loan figure: 403 `finance.figures_hidden`, as the application's loan answers.
 */
export const repaymentsOf = async (
  ctx: AppContext,
  p: Principal,
  id: string,
): Promise<z.input<typeof releaseRepaymentRow>[]> => {
  const { row, sides } = await loadVisibleRelease(ctx.db, p, id);
  if (redactedFor(sides)) throw financeRefusals.figuresHidden();
  const apply = await findApply(ctx.db, row.applyId);
  const rows = await ctx.db
    .select()
    .from(financeRepayment)
    .where(eq(financeRepayment.applyId, row.applyId))
    .orderBy(desc(financeRepayment.createTime), desc(financeRepayment.id));
  return rows.map((r) => ({
    id: r.id,
    applyNo: r.bankRef,
    repaymentPrincipal: r.amount,
    repaymentMoney: r.amount,
    repaymentCurrency: apply?.loanCurrency ?? null,
    applyDate: formatDate(r.createTime),
    repaymentDate: r.repayDate,
    interestInfo: apply?.interestInfo ?? null,
  }));
};

/**
 * prePickupBillList {id}: the receipts a pick-up will take — a whole receipt itself, a part's leaving successor once
 * split (before the split, nothing of it yet).
 */
export const prePickupBillsOf = async (
  ctx: AppContext,
  p: Principal,
  id: string,
): Promise<z.input<typeof prePickupBillRow>[]> => {
  const { row } = await loadVisibleRelease(ctx.db, p, id);
  return pickupBillsOf(ctx.db, row);
};

/** The receipts a pick-up of this release takes (prePickupBillList without the caller's check; generateOutputInfo). */
export const pickupBillsOf = async (db: DbOrTx, row: ReleaseRow): Promise<z.input<typeof prePickupBillRow>[]> => {
  const bills = await billsOf(db, [row.id]);
  const picks = bills.flatMap((b) => {
    const pick = b.takeGoodType === TakeGoodType.partial ? b.leaveWrInfoId : b.oldWrInfoId;
    return pick ? [{ id: pick, type: b.takeGoodType }] : [];
  });
  const receipts = await receiptsByIds(
    db,
    picks.map((x) => x.id),
  );
  return picks.flatMap(({ id: pickId, type }) => {
    const r = receipts.get(pickId);
    return r
      ? [
          {
            wrInfoId: r.id,
            wrInfoCode: r.code,
            takeGoodType: type,
            materialName: r.materialName,
            totalWeight: r.totalWeight,
            totalQuantity: r.totalQuantity,
            status: r.status,
            statusName: receiptStatusLabel(r.status),
          },
        ]
      : [];
  });
};

/** getTakeGoodPdf {id}: the bank's pick-up notice as base64 (404 `release.notice_missing` when it sent none). */
export const takeGoodPdfOf = async (ctx: AppContext, p: Principal, id: string) => {
  const { row } = await loadVisibleRelease(ctx.db, p, id);
  if (!row.takeGoodNoticeFile) throw refuse.noticeMissing();
  const bytes = await ctx.files.read(row.takeGoodNoticeFile);
  if (!bytes) throw refuse.noticeMissing();
  const pdf = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  const png = bytes[0] === 0x89;
  return {
    extractPdfBase64: bytes.toString('base64'),
    fileName: `提货通知书-${row.thCode ?? row.code}.${pdf ? 'pdf' : png ? 'png' : 'jpg'}`,
    mime: pdf ? 'application/pdf' : png ? 'image/png' : 'image/jpeg',
  };
};

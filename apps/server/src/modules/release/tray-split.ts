import { formatDateTime } from '@kc/domain';
import { ReleaseStatus, TakeGoodType } from '@kc/domain/release/release';
import { releaseRefusals } from '@kc/domain/release/release-record';
import {
  billsWithoutTrays,
  goodsSummary,
  overSelected,
  proposeTrays,
  TraySplitStatus,
  TraySplitType,
} from '@kc/domain/release/tray-split';
import type {
  traySplitBillRow,
  traySplitContainerRow,
  traySplitGoodsRow,
  traySplitLot,
  traySplitLotsBody,
  traySplitSubmitBody,
  traySplitTrayRow,
} from '@kc/domain/release/tray-split-routes';
import { traySplitRefusals as refuse } from '@kc/domain/release/tray-split-routes';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { receiptsByIds, unitLabels } from '../receipt';
import { traysOfReceipts } from '../wms';
import { ccbRelease, ccbReleaseBill, traySplitTmp } from './release.table';
import { canSeeRelease, loadVisibleRelease, type ReleaseRow, sidesOf } from './release-access';
import { announceRelease } from './release-events';
import { moveRelease } from './release-moves';

type BillRow = z.input<typeof traySplitBillRow>;
type TrayRow = z.input<typeof traySplitTrayRow>;
type Tray = Awaited<ReturnType<typeof traysOfReceipts>>[number];

/** The release's rows that leave in part (the tray split concerns only them), in the bank's order. */
const partRowsOf = (db: DbOrTx, releaseId: string) =>
  db
    .select()
    .from(ccbReleaseBill)
    .where(and(eq(ccbReleaseBill.releaseId, releaseId), eq(ccbReleaseBill.takeGoodType, TakeGoodType.partial)))
    .orderBy(asc(ccbReleaseBill.sort), asc(ccbReleaseBill.id));

const selectionOf = (db: DbOrTx, releaseId: string) =>
  db
    .select()
    .from(traySplitTmp)
    .where(and(eq(traySplitTmp.releaseId, releaseId), eq(traySplitTmp.live, 1)))
    .orderBy(asc(traySplitTmp.id));

/** When a tray came in, as sortable text: its container's actual in-time, else when the mirror first saw it. */
const inTimeOf = (t: Tray) => (t.inTime ?? t.seenTime).toISOString();

/** Everything the three lists need: the part rows, their trays, the current selection. */
const splitState = async (db: DbOrTx, releaseId: string) => {
  const rows = await partRowsOf(db, releaseId);
  const [trays, selection] = await Promise.all([
    traysOfReceipts(
      db,
      rows.map((r) => r.oldWrInfoId),
    ),
    selectionOf(db, releaseId),
  ]);
  return { rows, trays, selection };
};

/** billListByReleaseId: the receipts to split, what the bank asks, what is picked (spec 3 §3 release receipt row). */
export const traySplitBills = async (ctx: AppContext, p: Principal, releaseId: string): Promise<BillRow[]> => {
  const { row } = await loadVisibleRelease(ctx.db, p, releaseId);
  const { rows, trays, selection } = await splitState(ctx.db, row.id);
  const [receipts, units] = await Promise.all([
    receiptsByIds(
      ctx.db,
      rows.map((r) => r.oldWrInfoId),
    ),
    unitLabels(ctx.db, row.tenantId),
  ]);
  return rows.map((r) => {
    const bill = receipts.get(r.oldWrInfoId);
    const picked = selection.filter((s) => s.releaseBillId === r.id && s.trayId != null);
    const lots = selection.filter((s) => s.releaseBillId === r.id && s.trayId == null);
    return {
      id: r.id,
      oldWrInfoId: r.oldWrInfoId,
      oldWrInfoCode: r.oldWrInfoCode,
      materialName: bill?.materialName ?? '',
      takeGoodType: r.takeGoodType,
      number: r.number,
      weight: r.weight,
      quantity: r.quantity,
      totalWeight: bill?.totalWeight ?? '0',
      totalQuantity: bill?.totalQuantity ?? '0',
      weightUnitName: units.weight.get(bill?.weightUnit ?? '') ?? '',
      numberUnitName: units.number.get(bill?.numberUnit ?? '') ?? '',
      hasWms: trays.some((t) => t.billId === r.oldWrInfoId),
      selectTrayList: picked.map((s) => s.trayId!),
      splitContainerList: [...new Set(picked.flatMap((s) => (s.containerId ? [s.containerId] : [])))],
      selectedCount: picked.length,
      selectedWeight: picked.reduce((sum, s) => sum.plus(s.weight), new Decimal(0)).toFixed(2),
      lots: lots.map((l) => ({ id: l.id, label: l.lotLabel ?? '', weight: l.weight, quantity: l.quantity })),
    };
  });
};

/** goodsListByReleaseId: the containers and goods of the receipts to split. */
export const traySplitGoods = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { row } = await loadVisibleRelease(ctx.db, p, releaseId);
  const { rows, trays } = await splitState(ctx.db, row.id);
  const rowOf = new Map(rows.map((r) => [r.oldWrInfoId, r]));
  const containers = new Map<string, z.input<typeof traySplitContainerRow>>();
  const goods = new Map<string, z.input<typeof traySplitGoodsRow>>();
  for (const t of trays) {
    const r = rowOf.get(t.billId)!;
    if (!containers.has(t.containerId))
      containers.set(t.containerId, {
        id: t.containerId,
        caseNumber: t.caseNumber,
        billId: t.billId,
        billCode: r.oldWrInfoCode,
        releaseBillId: r.id,
        trayCounts: t.trayCounts,
        totalWeight: t.containerWeight,
        totalNum: t.containerNum,
        actualWarehousTime: formatDateTime(t.inTime),
      });
    if (!goods.has(t.goodsId))
      goods.set(t.goodsId, {
        id: t.goodsId,
        containerId: t.containerId,
        goodsName: t.goodsName,
        billId: t.billId,
        releaseBillId: r.id,
      });
  }
  return { containerList: [...containers.values()], goodsList: [...goods.values()] };
};

/** trayListByReleaseId: every tray of the receipts (picked ones marked), and the per-goods summary of the picked. */
export const traySplitTrays = async (ctx: AppContext, p: Principal, releaseId: string) => {
  const { row } = await loadVisibleRelease(ctx.db, p, releaseId);
  const { rows, trays, selection } = await splitState(ctx.db, row.id);
  const rowOf = new Map(rows.map((r) => [r.oldWrInfoId, r]));
  const picked = new Set(selection.flatMap((s) => (s.trayId ? [s.trayId] : [])));
  const trayList: TrayRow[] = trays.map((t) => ({
    id: t.trayId,
    goodsId: t.goodsId,
    goodsName: t.goodsName,
    containerId: t.containerId,
    caseNumber: t.caseNumber,
    billId: t.billId,
    releaseBillId: rowOf.get(t.billId)!.id,
    trayCode: t.trayCode,
    rfidCode: t.rfidCode,
    siteCode: t.siteCode,
    trayGoodsWeight: t.weight,
    trayGoodsNum: t.num,
    inTime: inTimeOf(t),
    selected: picked.has(t.trayId),
  }));
  const goodsList = goodsSummary(
    trayList
      .filter((t) => t.selected)
      .map((t) => ({
        id: t.id,
        goodsName: t.goodsName,
        weight: t.trayGoodsWeight,
        quantity: t.trayGoodsNum,
        inTime: t.inTime,
      })),
  );
  return { trayList, goodsList };
};

/** The shipper of the release, approved (else 403); anyone who does not see it: 404. */
const assertShipper = async (db: DbOrTx, p: Principal, row: ReleaseRow) => {
  if (!sidesOf(p, row).includes('shipper')) throw refuse.notShipper();
  await assertOwnEnterpriseApproved(db, p);
};

const lockRelease = async (tx: DbOrTx, p: Principal, id: string) => {
  const [row] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, id)).for('update');
  if (!row || !canSeeRelease(p, row)) throw releaseRefusals.notFound();
  return row;
};

/**
 * submit {id, billList, type, status} (spec 3 §4 Tray split status, §5 Tray split; README "The tray split"): the
 * release's shipper while the release waits for its split (5, traySplitStatus 0).
 * - status 0 keeps the selection as a draft; 1 submits it (locked, traySplitStatus 1) and moves the release 5 → 10
 *   (`splitTrays`); a submitted split cannot change (409 托盘拆分已提交，无法更改).
 * - Every tray must be one the receipt was generated from (kc_wms_bill_tray), and not in another live release's split
 *   (the partial unique index decides a race: 409).
 * - On submit, every receipt whose goods a WMS holds needs a tray (有仓单未选择货物，请检查！), and never all of them
 *   (that would be the whole receipt: the bank asked for a part). A receipt no WMS holds needs none here: the
 *   warehouse records its lots (saveLots) — choice made here, the spec's split picks WMS goods only.
 * - type 1 (traySplitType automatic): a receipt given no tray gets the proposal (proposeTrays: first in, first out,
 *   closest to the weight asked); trays given are kept as the shipper left them — choice made here, so a proposal
 *   the page showed and the shipper adjusted is not overridden.
 * - exceedStatus 1 when more trays than asked are picked on any receipt (the page warns before it submits).
 */
export const submitTraySplit = async (ctx: AppContext, p: Principal, body: z.infer<typeof traySplitSubmitBody>) => {
  let answer: ReleaseRow;
  try {
    answer = await ctx.db.transaction(async (tx) => {
      const row = await lockRelease(tx, p, body.id);
      await assertShipper(tx, p, row);
      if (row.traySplitStatus === TraySplitStatus.submitted) throw refuse.locked();
      if (row.status !== ReleaseStatus.awaitingTraySplit || row.traySplitStatus !== TraySplitStatus.draft)
        throw refuse.notSplitting();
      const { rows, trays, selection } = await splitState(tx, row.id);
      const given = new Map(body.billList.map((b) => [b.id, [...new Set(b.trayIds)]]));
      for (const id of given.keys()) if (!rows.some((r) => r.id === id)) throw refuse.unknownBill();
      const picks = new Map<string, Tray[]>();
      for (const r of rows) {
        const own = trays.filter((t) => t.billId === r.oldWrInfoId);
        let ids = given.get(r.id) ?? [];
        if (body.type === TraySplitType.automatic && ids.length === 0 && own.length > 0)
          ids = proposeTrays(
            own.map((t) => ({
              id: t.trayId,
              goodsName: t.goodsName,
              weight: t.weight,
              quantity: t.num,
              inTime: inTimeOf(t),
            })),
            r.weight,
            r.number,
          ).trays.map((t) => t.id);
        const chosen = ids.map((id) => own.find((t) => t.trayId === id));
        if (chosen.some((t) => !t)) throw refuse.trayNotOfBill();
        if (own.length > 0 && chosen.length >= own.length) throw refuse.wholeReceipt();
        picks.set(r.id, chosen as Tray[]);
      }
      const counts = rows
        .filter((r) => trays.some((t) => t.billId === r.oldWrInfoId))
        .map((r) => ({ billId: r.id, required: r.number ?? 0, selected: picks.get(r.id)!.length }));
      const submit = body.status === TraySplitStatus.submitted;
      if (submit && billsWithoutTrays(counts).length > 0) throw refuse.missingTrays();

      // The selection is replaced as a whole (the warehouse's lots stay).
      const trayRows = selection.filter((s) => s.trayId != null).map((s) => s.id);
      if (trayRows.length) await tx.delete(traySplitTmp).where(inArray(traySplitTmp.id, trayRows));
      const values = rows.flatMap((r) =>
        picks.get(r.id)!.map((t) => ({
          tenantId: row.tenantId,
          releaseId: row.id,
          releaseBillId: r.id,
          billId: r.oldWrInfoId,
          trayId: t.trayId,
          containerId: t.containerId,
          goodsId: t.goodsId,
          trayCode: t.trayCode,
          weight: t.weight,
          quantity: t.num,
          status: body.status,
          createUser: p.userId,
        })),
      );
      if (values.length) await tx.insert(traySplitTmp).values(values);
      if (submit)
        await tx
          .update(traySplitTmp)
          .set({ status: TraySplitStatus.submitted, updateTime: new Date() })
          .where(and(eq(traySplitTmp.releaseId, row.id), eq(traySplitTmp.live, 1)));
      const set = {
        traySplitType: body.type,
        exceedStatus: overSelected(counts) ? 1 : 0,
        updateTime: new Date(),
      };
      if (!submit) {
        const [saved] = await tx.update(ccbRelease).set(set).where(eq(ccbRelease.id, row.id)).returning();
        return saved!;
      }
      return moveRelease(
        tx,
        row,
        'splitTrays',
        { userId: p.userId, postId: p.postId ?? null, tenantId: p.tenantId },
        {
          set: { ...set, traySplitStatus: TraySplitStatus.submitted },
          payload: { trays: values.map((v) => v.trayId), exceedStatus: set.exceedStatus, type: body.type },
        },
      );
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse.trayTaken();
    throw e;
  }
  await announceRelease(ctx, answer, body.status === TraySplitStatus.submitted ? 'traySplit' : 'traySplitDraft');
  return {
    id: answer.id,
    status: answer.status,
    traySplitStatus: answer.traySplitStatus,
    traySplitType: answer.traySplitType,
    exceedStatus: answer.exceedStatus,
  };
};

/**
 * saveLots {id: the release receipt row, lots} (README "Goods no WMS holds"): the release's warehouse records the
 * lots that leave of a receipt no WMS holds — label, weight, quantity — until it passes the release (statuses 5 to
 * 20); the list replaces the row's lots. Together they weigh less than the receipt (a part leaves). The split at the
 * warehouse's pass takes their sums as the leaving part; without lots, the bank's weight (README "The split").
 */
export const saveTraySplitLots = async (
  ctx: AppContext,
  p: Principal,
  body: z.infer<typeof traySplitLotsBody>,
): Promise<z.input<typeof traySplitLot>[]> => {
  const saved = await ctx.db.transaction(async (tx) => {
    const [bill] = await tx.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.id, body.id)).limit(1);
    const row = bill ? await lockRelease(tx, p, bill.releaseId) : undefined;
    if (!bill || !row) throw releaseRefusals.notFound();
    if (!sidesOf(p, row).includes('warehouse')) throw refuse.notWarehouse();
    await assertOwnEnterpriseApproved(tx, p);
    const open: number[] = [
      ReleaseStatus.awaitingTraySplit,
      ReleaseStatus.awaitingPlatform,
      ReleaseStatus.awaitingWarehouse,
      ReleaseStatus.rejectedByPlatform,
      ReleaseStatus.rejectedByWarehouse,
    ];
    if (!open.includes(row.status) || bill.takeGoodType !== TakeGoodType.partial || bill.leaveWrInfoId)
      throw refuse.lotsNotAllowed();
    if ((await traysOfReceipts(tx, [bill.oldWrInfoId])).length > 0) throw refuse.lotsWmsBill();
    const receipt = (await receiptsByIds(tx, [bill.oldWrInfoId])).get(bill.oldWrInfoId);
    const weight = body.lots.reduce((s, l) => s.plus(l.weight), new Decimal(0));
    const quantity = body.lots.reduce((s, l) => s.plus(l.quantity), new Decimal(0));
    if (receipt && (weight.gte(receipt.totalWeight) || quantity.gt(receipt.totalQuantity))) throw refuse.lotsTooHeavy();
    await tx.delete(traySplitTmp).where(and(eq(traySplitTmp.releaseBillId, bill.id), isNull(traySplitTmp.trayId)));
    const lots = body.lots.length
      ? await tx
          .insert(traySplitTmp)
          .values(
            body.lots.map((l) => ({
              tenantId: row.tenantId,
              releaseId: row.id,
              releaseBillId: bill.id,
              billId: bill.oldWrInfoId,
              lotLabel: l.label,
              weight: new Decimal(l.weight).toFixed(2),
              quantity: new Decimal(l.quantity).toFixed(2),
              status: TraySplitStatus.submitted,
              createUser: p.userId,
            })),
          )
          .returning()
      : [];
    return { row, lots };
  });
  await announceRelease(ctx, saved.row, 'traySplitLots');
  return saved.lots.map((l) => ({ id: l.id, label: l.lotLabel ?? '', weight: l.weight, quantity: l.quantity }));
};

/** The split is over (the release ended or was voided): its trays may be picked again by another release. */
export const endTraySplit = (tx: DbOrTx, releaseId: string) =>
  tx
    .update(traySplitTmp)
    .set({ live: 0, updateTime: new Date() })
    .where(and(eq(traySplitTmp.releaseId, releaseId), eq(traySplitTmp.live, 1), isNotNull(traySplitTmp.trayId)));

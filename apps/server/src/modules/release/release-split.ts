import { ReceiptStatus } from '@kc/domain/receipt/status';
import { TakeGoodType } from '@kc/domain/release/release';
import { traySplitRefusals as refuse } from '@kc/domain/release/tray-split-routes';
import Decimal from 'decimal.js';
import { and, eq, or } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { serverOrigin } from '../../platform/http/origin';
import type { Actor } from '../../platform/state/transition';
import { repledgeRemainder, retireSplitRow } from '../finance';
import {
  addReceiptHold,
  onReceiptEffective,
  onSuccessorEffective,
  type ReceiptRow,
  receiptsByIds,
  replaceReceipts,
} from '../receipt';
import { linkSplitTrays, traysOfReceipts } from '../wms';
import { ccbRelease, ccbReleaseBill, traySplitTmp } from './release.table';
import { loadVisibleRelease, type ReleaseRow } from './release-access';

type ReleaseBillRow = typeof ccbReleaseBill.$inferSelect;

/** What leaves of each part row at the split: the picked trays, else the warehouse's lots, else the bank's figures. */
const leavingOf = async (tx: DbOrTx, releaseId: string) => {
  const selection = await tx
    .select()
    .from(traySplitTmp)
    .where(and(eq(traySplitTmp.releaseId, releaseId), eq(traySplitTmp.live, 1)));
  return (r: ReleaseBillRow) => {
    const trays = selection.filter((s) => s.releaseBillId === r.id && s.trayId != null);
    const lots = selection.filter((s) => s.releaseBillId === r.id && s.trayId == null);
    const picked = trays.length ? trays : lots;
    if (picked.length === 0) return undefined;
    return {
      trayIds: trays.map((t) => t.trayId!),
      weight: picked.reduce((s, x) => s.plus(x.weight), new Decimal(0)),
      quantity: picked.reduce((s, x) => s.plus(x.quantity), new Decimal(0)),
    };
  };
};

/**
 * The bank's figures when nothing was picked or recorded (goods no WMS holds, no lot recorded): its weight, and its
 * quantity when it gave one, else the receipt's quantity in the weight's proportion to 2 decimals (half up) — the
 * remainder takes the exact rest, so the two add up to the receipt to the last decimal either way.
 */
const bankFigures = (r: ReleaseBillRow, bill: ReceiptRow) => {
  const weight = new Decimal(r.weight);
  const total = new Decimal(bill.totalQuantity);
  const quantity =
    r.quantity != null
      ? new Decimal(r.quantity)
      : new Decimal(bill.totalWeight).isZero()
        ? new Decimal(0)
        : total.times(weight).div(bill.totalWeight).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { trayIds: [] as string[], weight, quantity: Decimal.min(quantity, total) };
};

/**
 * The split (README "The split"): chosen at the warehouse's pass (20 → 30), in its transaction — the goods that leave
 * are settled then (the shipper's trays, the warehouse's lots) and the seals that follow sign a release whose
 * receipts are known. Each row that leaves in part ('02') not yet split is replaced through the receipt module
 * (`replaceReceipts`, process 'release'): the part that leaves (a lineage of its own) and the remainder (the
 * origin's lineage), with the origin's attributes, new codes, weights and quantities that add up to the origin's
 * exactly (decimal.js; the receipt module checks it again). A whole receipt ('01') is not split. The successors wait
 * for their seals (10: warehouse, shipper, platform) on the batch-sign page of the release (origin releaseId); the
 * origin stays pledged (70) until the first of them comes into effect. The WMS trays are shared: the picked ones
 * follow the leaving part, the others the remainder (kc_wms_bill_tray).
 */
export const splitReleaseReceipts = async (ctx: AppContext, tx: DbOrTx, release: ReleaseRow, actor: Actor) => {
  const rows = (await tx.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, release.id))).filter(
    (r) => r.takeGoodType === TakeGoodType.partial && r.leaveWrInfoId == null && r.live === 1,
  );
  if (rows.length === 0) return [];
  const receipts = await receiptsByIds(
    tx,
    rows.map((r) => r.oldWrInfoId),
  );
  const leaving = await leavingOf(tx, release.id);
  const plans = rows.map((r) => {
    const bill = receipts.get(r.oldWrInfoId)! as ReceiptRow;
    const leave = leaving(r) ?? bankFigures(r, bill);
    const remainWeight = new Decimal(bill.totalWeight).minus(leave.weight);
    const remainQuantity = new Decimal(bill.totalQuantity).minus(leave.quantity);
    if (leave.weight.lte(0) || remainWeight.lte(0) || remainQuantity.lt(0)) throw refuse.wholeReceipt();
    return { r, bill, leave, remainWeight, remainQuantity };
  });
  const replaced = await replaceReceipts(ctx, tx, {
    process: 'release',
    releaseId: release.id,
    actor,
    origin: serverOrigin(ctx.config),
    origins: plans.map((x) => ({
      billId: x.bill.id,
      successors: [
        { totalWeight: x.leave.weight.toFixed(2), totalQuantity: x.leave.quantity.toFixed(2), newLineage: true },
        { totalWeight: x.remainWeight.toFixed(2), totalQuantity: x.remainQuantity.toFixed(2) },
      ],
    })),
  });
  const trays = await traysOfReceipts(
    tx,
    plans.map((x) => x.bill.id),
  );
  for (const [i, x] of plans.entries()) {
    const [leaveId, remainId] = replaced[i]!.successorIds as [string, string];
    await tx
      .update(ccbReleaseBill)
      .set({ leaveWrInfoId: leaveId, remainWrInfoId: remainId, updateTime: new Date() })
      .where(eq(ccbReleaseBill.id, x.r.id));
    const own = trays.filter((t) => t.billId === x.bill.id).map((t) => t.trayId);
    await linkSplitTrays(tx, {
      originId: x.bill.id,
      parts: [
        { billId: leaveId, trayIds: x.leave.trayIds },
        { billId: remainId, trayIds: own.filter((id) => !x.leave.trayIds.includes(id)) },
      ],
    });
  }
  await appendAuditEvent(tx, {
    tenantId: release.tenantId,
    objectType: 'release',
    objectId: release.id,
    action: 'split',
    fromStatus: release.status,
    toStatus: release.status,
    actorId: actor.userId,
    actorEnterpriseId: actor.postId,
    payload: {
      bills: plans.map((x, i) => ({
        billId: x.bill.id,
        leaveWrInfoId: replaced[i]!.successorIds[0],
        remainWrInfoId: replaced[i]!.successorIds[1],
        leaveWeight: x.leave.weight.toFixed(2),
        remainWeight: x.remainWeight.toFixed(2),
      })),
    },
  });
  return replaced;
};

/** The release row a successor belongs to (its part that leaves, or its remainder), with the release. */
const rowOfSuccessor = async (tx: DbOrTx, billId: string) => {
  const [found] = await tx
    .select({ bill: ccbReleaseBill, release: ccbRelease })
    .from(ccbReleaseBill)
    .innerJoin(ccbRelease, eq(ccbRelease.id, ccbReleaseBill.releaseId))
    .where(or(eq(ccbReleaseBill.leaveWrInfoId, billId), eq(ccbReleaseBill.remainWrInfoId, billId)))
    .limit(1);
  return found;
};

/**
 * Registered at module load (index.ts):
 * - the origin is cancelled when the first successor comes into effect (receipt module, 'release-split'): its row
 *   leaves the application (finance `retireSplitRow`);
 * - the remainder comes into effect: pledged again to the same application (finance `repledgeRemainder`: a new active
 *   row at 80, the receipt 1 → 91 → 70, held by the pledge again);
 * - the part that leaves comes into effect free (1, pledge status 0), held by the release until the pick-up.
 */
export const registerSplitListeners = () => {
  onSuccessorEffective('release', async (tx, { origin, actor }) => {
    const [found] = await tx
      .select({ applyId: ccbRelease.applyId })
      .from(ccbReleaseBill)
      .innerJoin(ccbRelease, eq(ccbRelease.id, ccbReleaseBill.releaseId))
      .where(eq(ccbReleaseBill.oldWrInfoId, origin.id))
      .limit(1);
    if (found) await retireSplitRow(tx, { applyId: found.applyId, billId: origin.id, actor });
  });
  onReceiptEffective('release', {
    inTransaction: async (tx, { receipt, actor }) => {
      if (receipt.originProcess !== 'release' || receipt.status !== ReceiptStatus.inEffect) return;
      const found = await rowOfSuccessor(tx, receipt.id);
      if (!found) return;
      if (found.bill.remainWrInfoId === receipt.id) {
        await repledgeRemainder(tx, {
          applyId: found.release.applyId,
          originBillId: found.bill.oldWrInfoId,
          remainder: receipt,
          actor,
        });
        return;
      }
      const others = await addReceiptHold(tx, {
        process: 'release',
        processId: found.release.id,
        tenantId: found.release.tenantId,
        billIds: [receipt.id],
      });
      if (others.length) throw new Error(`release: ${receipt.id} held by ${others[0]!.process}`);
    },
  });
};

/**
 * upPickSignStatus {goodsId: the release} (spec 3 §7 Tray split): before the page opens the successors' batch
 * signing (`/ccb/release/signPushPickBill?goodsId=`): whoever sees the release; 409 while nothing is split yet.
 * Answers how many successors still wait for a seal.
 */
export const upPickSignStatus = async (ctx: AppContext, p: Principal, goodsId: string) => {
  const { row } = await loadVisibleRelease(ctx.db, p, goodsId);
  const rows = await ctx.db.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, row.id));
  const ids = rows.flatMap((r) => [r.leaveWrInfoId, r.remainWrInfoId]).filter((x): x is string => !!x);
  if (ids.length === 0) throw refuse.notSplitYet();
  const receipts = await receiptsByIds(ctx.db, ids);
  const signing: number[] = [
    ReceiptStatus.generated,
    ReceiptStatus.warehouseSigned,
    ReceiptStatus.shipperSigned,
    ReceiptStatus.platformSigned,
  ];
  return { releaseId: row.id, waiting: [...receipts.values()].filter((r) => signing.includes(r.status)).length };
};

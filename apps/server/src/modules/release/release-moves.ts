import { financeRefusals } from '@kc/domain/finance/finance';
import { DgeCcbStatus } from '@kc/domain/finance/status';
import {
  platformAuditShown,
  ReleaseStatus,
  type ReleaseStatusValue,
  releaseMachine,
  releaseStatusLabels,
  TakeGoodType,
} from '@kc/domain/release/release';
import { releaseRefusals as refuse, releaseDgeCcbStatus } from '@kc/domain/release/release-record';
import type { MoveOf } from '@kc/domain/shared/machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { announceFinance, findApply, moveReleaseRows, releasedFromPledge } from '../finance';
import { holdReceipts } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { assertReleaseSide, canSeeRelease, type ReleaseRow, sidesOf } from './release-access';
import { announceRelease } from './release-events';
import { pushFeedback } from './release-feedback';
import { splitReleaseReceipts } from './release-split';

type ReleaseMove = MoveOf<typeof releaseMachine>;

/**
 * Release signatures (shipper and warehouse seal the release at 30) are a later step of the product; until a module
 * registers them, the warehouse's pass seals at once (30 → 40 by the system, in the same transaction), so a release
 * reaches the pick-up feedback. The signing step calls `requireReleaseSignatures()` when it loads.
 */
let signaturesRequired = false;
export const requireReleaseSignatures = () => {
  signaturesRequired = true;
};

const actorOf = (p: Principal): Actor => ({ userId: p.userId, postId: p.postId ?? null, tenantId: p.tenantId });

/** The release locked for a move (FOR UPDATE), or 404 for one the caller does not see. */
const lockVisible = async (tx: DbOrTx, p: Principal, id: string) => {
  const [row] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, id)).for('update');
  if (!row || !canSeeRelease(p, row)) throw refuse.notFound();
  return row;
};

/** The receipts of a release (its rows' pledged receipts). */
const billsOfRelease = (tx: DbOrTx, releaseId: string) =>
  tx.select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, releaseId));

/**
 * One move of the release (releaseMachine) with its audit event, and its receipts' reading (releaseDgeCcbStatus) on
 * the release's rows, the application's rows and the receipts' mirror, in the caller's transaction.
 */
export const moveRelease = async (
  tx: DbOrTx,
  row: ReleaseRow,
  move: ReleaseMove,
  actor: Actor,
  opts: { set?: Partial<typeof ccbRelease.$inferInsert>; payload?: Record<string, unknown> } = {},
) => {
  const moved = await transition(tx, {
    table: ccbRelease,
    id: row.id,
    machine: releaseMachine,
    move,
    from: row.status,
    actor,
    set: opts.set,
    payload: opts.payload,
    message: refuse.statusChanged().message,
  });
  const to = releaseDgeCcbStatus[moved.status as ReleaseStatusValue];
  const bills = await tx
    .update(ccbReleaseBill)
    .set({ dgeCcbStatus: to, updateTime: new Date() })
    .where(and(eq(ccbReleaseBill.releaseId, row.id), eq(ccbReleaseBill.live, 1)))
    .returning({ billId: ccbReleaseBill.oldWrInfoId });
  // 120 is the pledge's end, written with the receipts' release (releasedFromPledge), not as a release step.
  if (to !== DgeCcbStatus.releaseFed)
    await moveReleaseRows(tx, {
      apply: { id: row.applyId },
      billIds: bills.map((b) => b.billId),
      to,
      actor,
    });
  return moved;
};

/** After the commit: the release's and the application's pages hear of it. */
const announce = async (ctx: AppContext, row: ReleaseRow, what: string) => {
  await announceRelease(ctx, row, what);
  const apply = await findApply(ctx.db, row.applyId);
  if (apply) await announceFinance(ctx, apply, 'release');
};

export type AuditBody = { id: string; status: 'pass' | 'reject'; descr?: string | null };

/**
 * 平台审核 (platformReleaseAudit; spec 3 §4): the platform at 10, only while the button shows (platformAuditShown:
 * the trays split, the fee notified and paid or not needed; else 409 `release.platform_audit_hidden`); pass → 20,
 * reject → 21 with the reason.
 */
export const platformReleaseAudit = async (ctx: AppContext, p: Principal, body: AuditBody) => {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await lockVisible(tx, p, body.id);
    await assertReleaseSide(tx, p, r, 'platform');
    if (r.status !== ReleaseStatus.awaitingPlatform) throw refuse.statusChanged();
    if (!platformAuditShown(r)) throw refuse.platformAuditHidden();
    const pass = body.status === 'pass';
    return moveRelease(tx, r, pass ? 'platformPass' : 'platformReject', actorOf(p), {
      set: { descr: pass ? null : (body.descr ?? '') },
      payload: pass ? undefined : { descr: body.descr },
    });
  });
  await announce(ctx, row, 'platformAudit');
  return row;
};

/**
 * 仓库审核 (warehouseReleaseAudit): the release's warehouse at 20; pass → 30 (and, until release signatures exist,
 * sealed at once: → 40), reject → 11 with the reason.
 */
export const warehouseReleaseAudit = async (ctx: AppContext, p: Principal, body: AuditBody) => {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await lockVisible(tx, p, body.id);
    await assertReleaseSide(tx, p, r, 'warehouse');
    if (r.status !== ReleaseStatus.awaitingWarehouse) throw refuse.statusChanged();
    if (body.status === 'reject')
      return moveRelease(tx, r, 'warehouseReject', actorOf(p), {
        set: { descr: body.descr ?? '' },
        payload: { descr: body.descr },
      });
    const passed = await moveRelease(tx, r, 'warehousePass', actorOf(p), { set: { descr: null } });
    // The partial receipts split at the warehouse's pass (release-split.ts, README "The split").
    await splitReleaseReceipts(ctx, tx, passed, actorOf(p));
    if (signaturesRequired) return passed;
    return moveRelease(tx, passed, 'sealed', actorOf(p), { payload: { signatures: 'not-required' } });
  });
  await announce(ctx, row, 'warehouseAudit');
  return row;
};

/**
 * 提货反馈 (pickGoodsFeedback): the platform at 40 → 50. In the same transaction the release's whole receipts leave
 * the pledge (rows 120 and inactive, receipts 70 → 1, pledge status 0) and its hold on them ends; a part's receipt
 * stays held until its split (the tray split step replaces it). After the commit the feedback goes to the bank
 * (pushFeedback; retried by the job). At 50 with the feedback not yet accepted, the button sends it again.
 */
export const pickGoodsFeedback = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await ctx.db.transaction(async (tx) => {
    const r = await lockVisible(tx, p, id);
    if (!sidesOf(p, r).includes('platform')) throw refuse.notFeedbackSide();
    if (r.status === ReleaseStatus.pickupFed && r.fedAt == null) {
      const [again] = await tx
        .update(ccbRelease)
        .set({ feedbackNextAt: new Date(), feedbackError: null })
        .where(eq(ccbRelease.id, r.id))
        .returning();
      return again!;
    }
    if (r.status !== ReleaseStatus.awaitingPickupFeedback) throw refuse.statusChanged();
    const actor = actorOf(p);
    const moved = await moveRelease(tx, r, 'pickupFeedback', actor, {
      set: { feedbackNextAt: new Date(), feedbackError: null, fedAt: null, finishTime: new Date() },
    });
    const bills = await billsOfRelease(tx, r.id);
    const whole = bills.filter((b) => b.takeGoodType === TakeGoodType.full).map((b) => b.oldWrInfoId);
    // A split part is held as its leaving successor (release-split.ts); the origin is cancelled or soon will be.
    const parts = bills
      .filter((b) => b.takeGoodType !== TakeGoodType.full)
      .map((b) => b.leaveWrInfoId ?? b.oldWrInfoId);
    const apply = await findApply(tx, r.applyId);
    if (!apply) throw financeRefusals.notFound();
    await releasedFromPledge(ctx, tx, apply, whole, actor);
    if (whole.length)
      await tx
        .update(ccbReleaseBill)
        .set({ live: 0, updateTime: new Date() })
        .where(and(eq(ccbReleaseBill.releaseId, r.id), inArray(ccbReleaseBill.oldWrInfoId, whole)));
    await holdReceipts(tx, { process: 'release', processId: r.id, tenantId: r.tenantId, billIds: parts });
    return moved;
  });
  await announce(ctx, row, 'pickupFeedback');
  await pushFeedback(ctx, row.id);
  return row;
};

/** A move's answer: the release as it now stands. */
export const releaseMovedTo = (row: ReleaseRow) => ({
  id: row.id,
  status: row.status,
  statusName: releaseStatusLabels[row.status as ReleaseStatusValue] ?? '',
  descr: row.descr,
});

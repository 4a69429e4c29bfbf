import {
  ReleaseStatus,
  type ReleaseStatusValue,
  releaseMachine,
  releaseStatusLabels,
} from '@kc/domain/release/release';
import { releaseFeeRefusals } from '@kc/domain/release/release-fee';
import { releaseRefusals as refuse } from '@kc/domain/release/release-record';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { announceFinance, bankActor, bankRefused, findApply, type ReleaseVoidHandler } from '../finance';
import { handOverReceipts } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { canSeeRelease, type ReleaseRow, sidesOf } from './release-access';
import { announceRelease } from './release-events';
import { moveRelease } from './release-moves';
import { endTraySplit } from './tray-split';

/**
 * The bank's void of a release (README "The bank's void"; releaseMachine `void`: 5, 10, 11, 20, 21 → 0, by the bank),
 * in the inbox's transaction under the application's lock: the release locked, moved to 0 with its rows and the
 * application's rows reading 80 (back to the pledge, releaseDgeCcbStatus[0]), its rows no longer live, and every
 * receipt it holds handed back to the pledge. A repeat (already 0) changes nothing; a release at 30, 40 or 50 (the
 * warehouse passed it: the seals and the pick-up are under way) or an unknown instruction is refused with the reason
 * (kept by the inbox, answered REFUSED). The release's fee stays as it was (a paid fee is not refunded here).
 */
export const applyReleaseVoid: ReleaseVoidHandler = async (ctx, tx, apply, data) => {
  const instructionNo = String(data.instructionNo).slice(0, 40);
  const [row] = await tx
    .select()
    .from(ccbRelease)
    .where(and(eq(ccbRelease.applyId, apply.id), eq(ccbRelease.instructionNo, instructionNo)))
    .for('update');
  if (!row) throw bankRefused(`解押指令 ${instructionNo} 不存在`);
  if (row.status === ReleaseStatus.void) return { what: 'releaseVoidRepeated' };
  if (!releaseMachine.can('void', row.status))
    throw bankRefused(
      `解押记录 ${row.code} 状态（${releaseStatusLabels[row.status as ReleaseStatusValue] ?? row.status}）不能撤销`,
    );
  const actor = { ...bankActor(apply.tenantId), postId: apply.bankId };
  const reason = data.reason?.slice(0, 200) ?? null;
  const moved = await moveRelease(tx, row, 'void', actor, {
    set: { finishTime: new Date() },
    payload: { instructionNo, reason },
  });
  await tx
    .update(ccbReleaseBill)
    .set({ live: 0, updateTime: new Date() })
    .where(and(eq(ccbReleaseBill.releaseId, row.id), eq(ccbReleaseBill.live, 1)));
  // Voidable only before the warehouse's pass, so nothing is split yet: the trays picked are free for another release.
  await endTraySplit(tx, row.id);
  await handOverReceipts(tx, { process: 'release', processId: row.id }, { process: 'pledge', processId: apply.id });
  return {
    what: 'releaseVoid',
    after: async () => {
      await announceRelease(ctx, moved, 'void');
    },
  };
};

/**
 * resubmitRelease {id} (the shipper, ccb_release_tray_split as releaseMachine declares it; spec 3 §4): a release the
 * platform (21) or the warehouse (11) rejected goes back to the platform's review (10); its receipts read 100 again.
 * The trays stay as submitted (a submitted split is locked) and `descr` keeps the last rejection's reason. Another
 * side who sees it: 403 `release.resubmit_shipper_only`; a stranger 404; another status 409.
 */
export const resubmitRelease = async (ctx: AppContext, p: Principal, id: string): Promise<ReleaseRow> => {
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, id)).for('update');
    if (!r || !canSeeRelease(p, r)) throw refuse.notFound();
    if (!sidesOf(p, r).includes('shipper')) throw releaseFeeRefusals.resubmitShipperOnly();
    await assertOwnEnterpriseApproved(tx, p);
    if (!releaseMachine.can('resubmit', r.status)) throw refuse.statusChanged();
    return moveRelease(
      tx,
      r,
      'resubmit',
      { userId: p.userId, postId: p.postId ?? null, tenantId: p.tenantId },
      { payload: { descr: r.descr } },
    );
  });
  await announceRelease(ctx, row, 'resubmit');
  const apply = await findApply(ctx.db, row.applyId);
  if (apply) await announceFinance(ctx, apply, 'release');
  return row;
};

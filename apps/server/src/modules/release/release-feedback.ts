import { ReleaseStatus } from '@kc/domain/release/release';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import { BankRejected } from '../../providers/bank/port';
import { bankOfApplication } from '../finance';
import { ccbRelease, ccbReleaseBill } from './release.table';
import type { ReleaseRow } from './release-access';
import { announceRelease } from './release-events';

/** pg-boss queue of the pick-up feedback's retries (every minute, and right after a release is fed). */
export const RELEASE_FEEDBACK_QUEUE = 'release.feedback';

/** 30 s × 2^(tries−1), at most 30 minutes (as the pledge push). */
export const feedbackDelayMs = (tries: number) => Math.min(30_000 * 2 ** Math.max(0, tries - 1), 30 * 60_000);
/** A claimed push holds the row this long (a crash mid-push frees it then). */
const CLAIM_MS = 2 * 60_000;

export type FeedbackOutcome = { fed: boolean; error: string | null };

const logOn = (ctx: AppContext, row: ReleaseRow, action: string, payload: Record<string, unknown>) =>
  appendAuditEvent(ctx.db, {
    tenantId: row.tenantId,
    objectType: 'release',
    objectId: row.id,
    action,
    fromStatus: row.status,
    toStatus: row.status,
    actorId: null,
    actorEnterpriseId: null,
    payload,
  });

/**
 * The pick-up feedback to the bank (ctx.bank.sendReleaseFeedback) for a release at 50 not fed yet. Claimed by one
 * UPDATE (the job and the route never push together). Accepted → fedAt; a transport failure (BankUnavailable,
 * anything unexpected) keeps the error, counts the try and schedules the next (30 s doubling, at most 30 minutes);
 * the bank's refusal (BankRejected) is kept without a next try (the platform's 提货反馈 sends it again). Never
 * throws for the bank's failure.
 */
export const pushFeedback = async (ctx: AppContext, releaseId: string): Promise<FeedbackOutcome> => {
  const now = new Date();
  const [row] = await ctx.db
    .update(ccbRelease)
    .set({ feedbackNextAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(ccbRelease.id, releaseId),
        eq(ccbRelease.status, ReleaseStatus.pickupFed),
        isNull(ccbRelease.fedAt),
        or(isNull(ccbRelease.feedbackNextAt), lte(ccbRelease.feedbackNextAt, now)),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await ctx.db.select().from(ccbRelease).where(eq(ccbRelease.id, releaseId)).limit(1);
    return { fed: current?.fedAt != null, error: current?.feedbackError ?? null };
  }
  const bills = await ctx.db
    .select()
    .from(ccbReleaseBill)
    .where(eq(ccbReleaseBill.releaseId, row.id))
    .orderBy(asc(ccbReleaseBill.sort), asc(ccbReleaseBill.id));
  try {
    await (await bankOfApplication(ctx, row.applyId)).sendReleaseFeedback({
      tenantId: row.tenantId,
      applyId: row.applyId,
      financeAppId: row.financeAppId ?? '',
      instructionNo: row.instructionNo,
      thCode: row.thCode,
      bills: bills.map((b) => ({
        billId: b.oldWrInfoId,
        billCode: b.oldWrInfoCode,
        takeGoodType: b.takeGoodType === '02' ? '02' : '01',
        weight: b.weight,
      })),
    });
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 255) || '反馈失败';
    const rejected = e instanceof BankRejected;
    const tries = row.feedbackTries + 1;
    const [failed] = await ctx.db
      .update(ccbRelease)
      .set({
        feedbackTries: tries,
        feedbackError: error,
        feedbackNextAt: rejected ? null : new Date(Date.now() + feedbackDelayMs(tries)),
        updateTime: new Date(),
      })
      .where(eq(ccbRelease.id, row.id))
      .returning();
    await logOn(ctx, row, 'feedback-failed', { error, rejected, tries });
    await announceRelease(ctx, failed ?? row, 'feedback');
    return { fed: false, error };
  }
  const [fed] = await ctx.db
    .update(ccbRelease)
    .set({ fedAt: new Date(), feedbackError: null, feedbackNextAt: null, updateTime: new Date() })
    .where(eq(ccbRelease.id, row.id))
    .returning();
  await logOn(ctx, row, 'feedback-sent', { instructionNo: row.instructionNo });
  await announceRelease(ctx, fed ?? row, 'feedback');
  return { fed: true, error: null };
};

/** The job's sweep: every fed-back release whose feedback is due (never accepted, next try passed). */
export const pushDueFeedbacks = async (ctx: AppContext, log?: (err: unknown, msg: string) => void) => {
  const due = await ctx.db
    .select({ id: ccbRelease.id })
    .from(ccbRelease)
    .where(
      and(
        eq(ccbRelease.status, ReleaseStatus.pickupFed),
        isNull(ccbRelease.fedAt),
        isNotNull(ccbRelease.feedbackNextAt),
        lte(ccbRelease.feedbackNextAt, sql`now()`),
      ),
    )
    .orderBy(asc(ccbRelease.feedbackNextAt))
    .limit(100);
  let fed = 0;
  for (const r of due) {
    try {
      if ((await pushFeedback(ctx, r.id)).fed) fed += 1;
    } catch (err) {
      log?.(err, '提货反馈推送出错');
    }
  }
  return { due: due.length, fed };
};

/** The retry job, every minute (registered with the release routes, before the jobs start). */
export const registerFeedbackJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(RELEASE_FEEDBACK_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(RELEASE_FEEDBACK_QUEUE, async () => {
    await pushDueFeedbacks(ctx, log);
  });
  await ctx.jobs.schedule(RELEASE_FEEDBACK_QUEUE, '* * * * *');
};

/** The sweep queued now (a repeated instruction asks for the feedback again). */
export const scheduleFeedback = async (ctx: AppContext) => {
  await ctx.jobs.send(RELEASE_FEEDBACK_QUEUE, {}).catch(() => undefined);
};

import { pledgePushDelayMs } from '@kc/domain/finance/pledge';
import { DgeCcbStatus, dgeCcbMachine, FinanceStatus, financeApplyMachine } from '@kc/domain/finance/status';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { type Actor, transitionAll, tryTransition } from '../../platform/state/transition';
import { BankRejected } from '../../providers/bank/port';
import { setReceiptsPledgeStatus } from '../receipt';
import { bankOf } from './bank-port';
import { financeApply, financeApplyBill } from './finance.table';
import { announceFinance } from './finance-events';

/** pg-boss queue of the pledge push retries (every minute). */
export const PLEDGE_PUSH_QUEUE = 'finance.pledge-push';

export type PledgePushOutcome = { pushed: boolean; error: string | null };

/** How many pushes failed so far (the audit trail counts them: the table keeps only the last error). */
const failedPushes = async (ctx: AppContext, applyId: string) => {
  const rows = (await ctx.db.execute(
    sql`select count(*)::int as n from kc_audit_event where object_type = 'finance' and object_id = ${applyId} and action = 'pledge-push-failed'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows.rows[0]?.n ?? 0);
};

/**
 * The pledge pushed to the bank (ccb/warehouse/pledge; the flow's last step of the pledge): the application is
 * pledged (70) and every active row sealed (70). The bank acknowledges → pledgePushStatus 1 (the application's
 * move pledgePushed, which only one push makes), rows 70 → 80 (质押推送完成, the receipts' mirror too). A transport failure (BankUnavailable, anything unexpected) keeps the error and
 * schedules the job's next try (30 s × 2^n, at most 30 min); the bank's business refusal (BankRejected) is kept and
 * not retried automatically (the butTest button pushes again). Never throws for the bank's failure.
 */
export const pushPledge = async (ctx: AppContext, applyId: string, actor?: Actor): Promise<PledgePushOutcome> => {
  const [apply] = await ctx.db.select().from(financeApply).where(eq(financeApply.id, applyId)).limit(1);
  if (!apply || apply.status !== FinanceStatus.pledged || apply.pledgePushStatus === 1) {
    return { pushed: false, error: apply?.pledgePushError ?? null };
  }
  const rows = await ctx.db
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, apply.id), eq(financeApplyBill.active, 1)))
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  const by: Actor = actor ?? { userId: null as unknown as string, postId: null, tenantId: apply.tenantId };
  try {
    await (await bankOf(ctx, apply.tenantId, apply.bankId)).pushPledge({
      tenantId: apply.tenantId,
      applyId: apply.id,
      financeAppId: apply.financeAppId ?? '',
      bills: rows.map((r) => ({ billId: r.billId, billCode: r.billCode, noticeSha256: r.extractSha256 ?? '' })),
    });
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 255) || '推送失败';
    const rejected = e instanceof BankRejected;
    const tries = await failedPushes(ctx, apply.id);
    // Kept only while no other push recorded the pledge meanwhile.
    await tryTransition(ctx.db, {
      table: financeApply,
      id: apply.id,
      machine: financeApplyMachine,
      move: 'pledgePushFailed',
      action: 'pledge-push-failed',
      actor: by,
      where: eq(financeApply.pledgePushStatus, 0),
      payload: { error, rejected },
      set: {
        pledgePushError: error,
        nextPledgePushAt: rejected ? null : new Date(Date.now() + pledgePushDelayMs(tries)),
      },
    });
    await announceFinance(ctx, apply, 'pledgePush');
    return { pushed: false, error };
  }

  const done = await ctx.db.transaction(async (tx) => {
    // The claim: of two pushes (the job, the button) only the one that finds pledgePushStatus 0 records it.
    const claimed = await tryTransition(tx, {
      table: financeApply,
      id: apply.id,
      machine: financeApplyMachine,
      move: 'pledgePushed',
      action: 'pledge-pushed',
      actor: by,
      where: eq(financeApply.pledgePushStatus, 0),
      set: { pledgePushStatus: 1, pledgePushError: null, nextPledgePushAt: null },
    });
    if (!claimed) return undefined;
    const moved = await transitionAll(tx, {
      table: financeApplyBill,
      statusColumn: 'dgeCcbStatus',
      machine: dgeCcbMachine,
      move: 'pledgePushed',
      where: and(eq(financeApplyBill.applyId, apply.id), eq(financeApplyBill.active, 1))!,
      objectType: 'finance',
      objectId: () => apply.id,
      action: 'pledge-pushed',
      actor: by,
      payload: (r) => ({ applyBillId: r.id, billId: r.billId, billCode: r.billCode }),
    });
    await setReceiptsPledgeStatus(
      tx,
      moved.map((r) => r.billId),
      DgeCcbStatus.pledgePushed,
    );
    return claimed;
  });
  if (done) await announceFinance(ctx, done, 'pledgePush');
  return { pushed: done != null, error: null };
};

/** The job's sweep: every pledged application whose push failed (or was never made) and is due. */
export const pushDuePledges = async (ctx: AppContext, log?: (err: unknown, msg: string) => void) => {
  const due = await ctx.db
    .select({ id: financeApply.id })
    .from(financeApply)
    .where(
      and(
        eq(financeApply.status, FinanceStatus.pledged),
        eq(financeApply.pledgePushStatus, 0),
        isNotNull(financeApply.nextPledgePushAt),
        lte(financeApply.nextPledgePushAt, new Date()),
      ),
    )
    .orderBy(asc(financeApply.nextPledgePushAt))
    .limit(100);
  let pushed = 0;
  for (const a of due) {
    try {
      if ((await pushPledge(ctx, a.id)).pushed) pushed += 1;
    } catch (err) {
      log?.(err, '质押推送出错');
    }
  }
  return { due: due.length, pushed };
};

/** The retry job, every minute (registered with the pledge routes, before the jobs start). */
export const registerPledgePushJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(PLEDGE_PUSH_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(PLEDGE_PUSH_QUEUE, async () => {
    await pushDuePledges(ctx, log);
  });
  await ctx.jobs.schedule(PLEDGE_PUSH_QUEUE, '* * * * *');
};

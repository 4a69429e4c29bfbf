import { SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { signBatch } from './batch-sign.table';
import { BATCH_SIGN_QUEUE, runBatch } from './run-batch';

export type BatchLog = (err: unknown, msg: string) => void;

/**
 * Runs batches in this process and through pg-boss. A started batch is sent as a job (the recovery path, at
 * least once, any instance) and also run here at once, since a worker polls only every 2 s; the claims make the
 * two runs share the items. On start, every batch still running (its process died) is sent and run again.
 */
export const createBatchWorker = (ctx: AppContext, log: BatchLog) => {
  const inflight = new Map<string, Promise<void>>();
  let stopping = false;

  /** One run per batch in this process at a time; a second caller waits for the same run. */
  const run = (batchId: string) => {
    const running = inflight.get(batchId);
    if (running) return running;
    const started = runBatch(ctx, batchId, { shouldStop: () => stopping, onError: log }).finally(() =>
      inflight.delete(batchId),
    );
    inflight.set(batchId, started);
    return started;
  };

  const kick = (batchId: string) => {
    if (stopping) return;
    run(batchId).catch((err) => log(err, '批量签章任务出错'));
  };

  const send = async (batchId: string) => {
    try {
      await ctx.jobs.send(BATCH_SIGN_QUEUE, { batchId });
    } catch (err) {
      // Not started (tests, a process without jobs): the run here and the restart recovery still finish it.
      log(err, '批量签章任务未能入队');
    }
  };

  return {
    /** Registers the queue's handler (before ctx.jobs.start, as module plugins do). */
    register: async () => {
      await ctx.jobs.createQueue(BATCH_SIGN_QUEUE, { retryLimit: 10, retryDelay: 2, retryBackoff: false });
      await ctx.jobs.work<{ batchId: string }>(BATCH_SIGN_QUEUE, async (job) => {
        if (job.data?.batchId) await run(job.data.batchId);
      });
    },
    /** Runs the batch here at once, and sends its job (the path by which any instance finishes it after a crash). */
    start: async (batchId: string) => {
      kick(batchId);
      await send(batchId);
    },
    /** Every batch left running by a dead process: sent again, and run here when this process works jobs. */
    recover: async () => {
      const open = await ctx.db
        .select({ id: signBatch.id })
        .from(signBatch)
        .where(eq(signBatch.status, SignBatchRunStatus.running));
      for (const b of open) {
        await send(b.id);
        if (ctx.config.jobs) kick(b.id);
      }
      return open.length;
    },
    /** Takes no further item; waits for the receipts being signed (their claims would lapse anyway). */
    stop: async () => {
      stopping = true;
      await Promise.allSettled([...inflight.values()]);
    },
    run,
  };
};

export type BatchWorker = ReturnType<typeof createBatchWorker>;

const workers = new WeakMap<AppContext, BatchWorker>();
/** The batch runner of an app (set up by the routes; tests and other modules' batch starts use it). */
export const batchWorkerOf = (ctx: AppContext) => workers.get(ctx);
export const rememberBatchWorker = (ctx: AppContext, worker: BatchWorker) => {
  workers.set(ctx, worker);
};

import { type AnyColumn, and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Jobs } from './jobs';

/**
 * The one delivery mechanism of the sandboxes' outboxes (payment notifications, bank callbacks, WMS pushes): one row
 * per delivery, claimed with a lease for each attempt (a job and this process may both try), posted, then delivered
 * (or refused: the receiver's last word) or put back on the party's retry schedule × the sandbox's time scale, and
 * failed once the schedule is spent. A retry is a job at its time; a sweep every minute catches one that is lost.
 * Each sandbox keeps its own table (told its columns here) and what it queues, holds or sends again.
 */

export type DeliveryAnswer = { status: number; body: string };

/** What one attempt makes of its row: delivered; or due again after the wait; or failed once the schedule is spent. */
const deliveryOutcome = (o: {
  done: boolean;
  /** the wait before the next attempt for this attempt's number (undefined: none left) */
  waitSeconds: number | undefined;
  timeScale: number;
  at: Date;
  answer: DeliveryAnswer;
  history: AnyColumn;
}) => {
  const nextAt = o.waitSeconds == null ? null : new Date(o.at.getTime() + o.waitSeconds * 1000 * o.timeScale);
  return {
    nextAt,
    set: {
      status: o.done ? 'delivered' : nextAt ? 'pending' : 'failed',
      nextAt: o.done ? null : nextAt,
      deliveredAt: o.done ? o.at : null,
      lastStatus: o.answer.status,
      lastAnswer: o.answer.body.slice(0, 200),
      history: sql`${o.history} || ${JSON.stringify([
        { at: o.at.toISOString(), status: o.answer.status, answer: o.answer.body.slice(0, 100) },
      ])}::jsonb`,
    },
  };
};

/** The retry as a job at its time (any instance may run it); a sweep of due rows catches one that is lost. */
const sendRetryJob = (jobs: Jobs | undefined, queue: string, id: string, nextAt: Date, at: Date) => {
  if (!jobs) return;
  jobs
    .send(queue, { id }, { startAfter: Math.max(1, Math.ceil((nextAt.getTime() - at.getTime()) / 1000)) })
    .catch(() => undefined);
};

/** An attempt in flight holds its row this long: a process that dies mid-attempt leaves it due again. */
const ATTEMPT_LEASE_MS = 60_000;

export type DeliveryColumns = {
  id: AnyPgColumn;
  status: AnyPgColumn;
  attempts: AnyPgColumn;
  nextAt: AnyPgColumn;
  history: AnyPgColumn;
};

export const createDeliveryOutbox = <Row extends { id: string; attempts: number }>(o: {
  db: Db;
  jobs?: Jobs;
  /** the queue of this outbox's retries and sweep */
  queue: string;
  table: PgTable;
  columns: DeliveryColumns;
  now: () => Date;
  /** the waits after each failed attempt, in seconds */
  schedule: (row: Row) => readonly number[];
  timeScaleOf: (row: Row) => Promise<number>;
  /** posts the row, signed now (a retry hours later still verifies); throws when it cannot */
  post: (row: Row) => Promise<DeliveryAnswer>;
  /** the receiver's word: taken, refused for good (not sent again), or neither (retried) */
  verdictOf: (row: Row, answer: DeliveryAnswer) => 'delivered' | 'refused' | null;
  onError: (err: unknown) => void;
}) => {
  const { db, table, columns: c, now } = o;

  /** One attempt, if the row is due: claimed with a lease, posted, then delivered or put back on the schedule. */
  const attempt = async (id: string): Promise<boolean> => {
    const at = now();
    const [claimed] = (await db
      .update(table)
      .set({ attempts: sql`${c.attempts} + 1`, nextAt: new Date(at.getTime() + ATTEMPT_LEASE_MS) } as never)
      .where(and(eq(c.id, id), eq(c.status, 'pending'), lte(c.nextAt, at)))
      .returning()) as Row[];
    if (!claimed) return false;
    let answer: DeliveryAnswer;
    try {
      answer = await o.post(claimed);
    } catch (err) {
      o.onError(err);
      answer = { status: 0, body: err instanceof Error ? err.message : String(err) };
    }
    const verdict = o.verdictOf(claimed, answer);
    const done = verdict !== null;
    const after = now();
    const { nextAt, set } = deliveryOutcome({
      done,
      waitSeconds: o.schedule(claimed)[claimed.attempts - 1],
      timeScale: await o.timeScaleOf(claimed),
      at: after,
      answer,
      history: c.history,
    });
    await db
      .update(table)
      .set((verdict === 'refused' ? { ...set, status: 'refused' } : set) as never)
      .where(eq(c.id, claimed.id));
    if (!done && nextAt) sendRetryJob(o.jobs, o.queue, claimed.id, nextAt, after);
    return done;
  };

  /** Every delivery due now, oldest first (the job's sweep; tests call it after moving the clock). */
  const deliverDue = async () => {
    const due = (await db
      .select({ id: c.id })
      .from(table)
      .where(and(eq(c.status, 'pending'), lte(c.nextAt, now())) as SQL)
      .orderBy(asc(c.nextAt), asc(c.id))) as { id: string }[];
    for (const d of due) await attempt(d.id);
    return due.length;
  };

  /** The retries at their time and the sweep every minute (none without a job queue). */
  const registerJobs = async () => {
    if (!o.jobs) return;
    await o.jobs.createQueue(o.queue, { retryLimit: 3, retryDelay: 5 });
    await o.jobs.work<{ id?: string }>(o.queue, async (job) => {
      // A retry at its time, or the sweep (no id): everything due.
      if (job.data?.id) await attempt(job.data.id);
      await deliverDue();
    });
    await o.jobs.schedule(o.queue, '* * * * *');
  };

  return { attempt, deliverDue, registerJobs };
};

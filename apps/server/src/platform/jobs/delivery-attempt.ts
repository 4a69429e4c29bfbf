import { type AnyColumn, sql } from 'drizzle-orm';
import type { Jobs } from './jobs';

export type DeliveryAnswer = { status: number; body: string };

/**
 * What one attempt at a provider sandbox's callback delivery (payment notifications, WMS pushes) makes of its row:
 * delivered; or due again after the schedule's next wait (× the sandbox's time scale); or failed once the schedule
 * is spent. The answer is kept (200 characters) and appended to the row's `history`.
 */
export const deliveryOutcome = (o: {
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
export const sendRetryJob = (jobs: Jobs | undefined, queue: string, id: string, nextAt: Date, at: Date) => {
  if (!jobs) return;
  jobs
    .send(queue, { id }, { startAfter: Math.max(1, Math.ceil((nextAt.getTime() - at.getTime()) / 1000)) })
    .catch(() => undefined);
};

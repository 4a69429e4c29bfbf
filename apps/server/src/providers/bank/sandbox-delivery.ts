import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import {
  type BankCallbackType,
  type BankSandboxDeliveryRow,
  type BankSandboxMode,
  bankCallbackTypeLabels,
  bankDeliveryStatusLabels,
  bankSandboxRefusals as refuse,
} from '@kc/domain/finance/bank-sandbox';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { createDeliveryOutbox } from '../../platform/jobs/delivery-outbox';
import type { Jobs } from '../../platform/jobs/jobs';
import type { BankCallback, BankCallbackMessage } from './port';
import { bankNotifyPath, callbackHeaders, newEventId } from './protocol';
import { sandboxBankDelivery } from './sandbox.table';

/**
 * The bank sandbox's callbacks (README.md "Delivery"): one row per delivery of one message, the first attempt right
 * after the step commits, signed afresh on every attempt, delivered when answered 200 with SUCCESS (refused with
 * REFUSED: the platform's business said no, and it is not sent again), otherwise
 * retried after RETRY_SCHEDULE_SECONDS × timeScale and swept by a job every minute. The mode holds or doubles them.
 */

/** A callback answered wrongly goes again after these seconds (then it has failed). */
export const RETRY_SCHEDULE_SECONDS = [15, 60, 300, 1800, 3600, 7200, 21600] as const;
export const BANK_SANDBOX_DELIVER_QUEUE = 'bank-sandbox-deliver';

/** How a callback is posted: wired in app.ts to app.inject, so it reaches this app's notify route. */
export type BankDeliverRequest = { path: string; headers: Record<string, string>; body: string };
export type BankDeliverFn = (request: BankDeliverRequest) => Promise<{ status: number; body: string }>;

type DeliveryRow = typeof sandboxBankDelivery.$inferSelect;

export const deliveryRowOf = (d: DeliveryRow): BankSandboxDeliveryRow => {
  const status = d.status as BankSandboxDeliveryRow['status'];
  return {
    id: d.id,
    eventId: d.eventId,
    type: d.type as BankCallbackType,
    typeName: bankCallbackTypeLabels[d.type as BankCallbackType] ?? d.type,
    applyId: d.applyId,
    financeAppId: d.financeAppId,
    status,
    statusName: bankDeliveryStatusLabels[status] ?? d.status,
    attempt: d.attempts,
    lastStatus: d.lastStatus,
    lastAnswer: d.lastAnswer,
    nextRetryTime: d.status === 'pending' ? formatDateTime(d.nextAt) : null,
    deliveredTime: formatDateTime(d.deliveredAt),
    duplicate: d.duplicate === 1,
    createTime: formatDateTime(d.createTime),
  };
};

/** The platform's word on a 200: SUCCESS (taken) or REFUSED (received, refused by its business); else null. */
const verdictOf = (answer: { status: number; body: string }): 'SUCCESS' | 'REFUSED' | null => {
  if (answer.status !== 200) return null;
  try {
    const code = (JSON.parse(answer.body) as { code?: unknown }).code;
    return code === 'SUCCESS' || code === 'REFUSED' ? code : null;
  } catch {
    return null;
  }
};

export const createDelivery = (deps: {
  db: Db;
  jobs?: Jobs;
  now: () => Date;
  deliver: () => BankDeliverFn | undefined;
  keyOf: (tenantId: string) => Promise<string>;
  timeScaleOf: (tenantId: string) => Promise<number>;
  onError: (err: unknown) => void;
}) => {
  const { db, now } = deps;

  /**
   * Queues one callback inside the step's transaction, per the mode (hold: held; twice: two rows with the same
   * body). Answers the rows; call `send(rows)` after the commit for the first attempt.
   */
  const queueCallback = async (
    tx: DbOrTx,
    p: { tenantId: string; applyId: string; financeAppId: string | null; mode: BankSandboxMode; at: Date },
    callback: BankCallback,
  ) => {
    const message = {
      ...callback,
      eventId: newEventId(),
      tenantId: p.tenantId,
      applyId: p.applyId,
      financeAppId: p.financeAppId,
      occurredAt: p.at.toISOString(),
    } as BankCallbackMessage;
    const base = {
      tenantId: p.tenantId,
      applyId: p.applyId,
      financeAppId: p.financeAppId,
      eventId: message.eventId,
      type: message.type,
      path: bankNotifyPath(p.tenantId),
      body: JSON.stringify(message),
      createTime: p.at,
    };
    const held = p.mode === 'hold';
    return tx
      .insert(sandboxBankDelivery)
      .values(
        Array.from({ length: p.mode === 'twice' ? 2 : 1 }, (_, i) => ({
          ...base,
          duplicate: i,
          status: held ? 'held' : 'pending',
          nextAt: held ? null : p.at,
        })),
      )
      .returning();
  };

  /** The first attempts of rows just queued (after their transaction committed). */
  const send = async (rows: readonly { id: string; status: string }[]) => {
    for (const r of rows) if (r.status === 'pending') await attempt(r.id);
  };

  const { attempt, deliverDue, registerJobs } = createDeliveryOutbox<DeliveryRow>({
    db,
    jobs: deps.jobs,
    queue: BANK_SANDBOX_DELIVER_QUEUE,
    table: sandboxBankDelivery,
    columns: sandboxBankDelivery,
    now,
    schedule: () => RETRY_SCHEDULE_SECONDS,
    timeScaleOf: (row) => deps.timeScaleOf(row.tenantId),
    post: async (row) => {
      const deliver = deps.deliver();
      if (!deliver) throw new Error('未接入回调投递');
      const key = await deps.keyOf(row.tenantId);
      return deliver({ path: row.path, headers: callbackHeaders(key, row.body, now()), body: row.body });
    },
    // Either answer ends the retries: a refusal is the platform's last word (README "Delivery").
    verdictOf: (_row, answer) => {
      const verdict = verdictOf(answer);
      return verdict === 'SUCCESS' ? 'delivered' : verdict === 'REFUSED' ? 'refused' : null;
    },
    onError: deps.onError,
  });

  const loadOwn = async (tenantId: string, deliveryId: string) => {
    const [d] = await db
      .select()
      .from(sandboxBankDelivery)
      .where(and(eq(sandboxBankDelivery.id, deliveryId), eq(sandboxBankDelivery.tenantId, tenantId)))
      .limit(1);
    if (!d) throw refuse.deliveryMissing();
    return d;
  };
  const reload = async (id: string) =>
    deliveryRowOf((await db.select().from(sandboxBankDelivery).where(eq(sandboxBankDelivery.id, id)))[0]!);

  /** 放行: a held callback is sent now (and retried like any other). */
  const release = async (tenantId: string, deliveryId: string) => {
    await loadOwn(tenantId, deliveryId);
    const [row] = await db
      .update(sandboxBankDelivery)
      .set({ status: 'pending', nextAt: now() })
      .where(and(eq(sandboxBankDelivery.id, deliveryId), eq(sandboxBankDelivery.status, 'held')))
      .returning({ id: sandboxBankDelivery.id });
    if (!row) throw refuse.notHeld();
    await attempt(row.id);
    return reload(row.id);
  };

  /** 重发: the same message (same eventId) as a new delivery, sent now — a duplicate the inbox must ignore. */
  const resend = async (tenantId: string, deliveryId: string) => {
    const d = await loadOwn(tenantId, deliveryId);
    const [copy] = await db
      .insert(sandboxBankDelivery)
      .values({
        tenantId: d.tenantId,
        applyId: d.applyId,
        financeAppId: d.financeAppId,
        eventId: d.eventId,
        type: d.type,
        path: d.path,
        body: d.body,
        duplicate: 1,
        status: 'pending',
        nextAt: now(),
        createTime: now(),
      })
      .returning({ id: sandboxBankDelivery.id });
    await attempt(copy!.id);
    return reload(copy!.id);
  };

  const listDeliveries = async (tenantId: string, q: PageQuery) => {
    const where = eq(sandboxBankDelivery.tenantId, tenantId);
    const [total] = await db.select({ n: count() }).from(sandboxBankDelivery).where(where);
    const rows = await db
      .select()
      .from(sandboxBankDelivery)
      .where(where)
      .orderBy(desc(sandboxBankDelivery.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return toPage(rows.map(deliveryRowOf), total?.n ?? 0, q.current, q.size);
  };

  return { queueCallback, send, attempt, deliverDue, release, resend, listDeliveries, registerJobs };
};

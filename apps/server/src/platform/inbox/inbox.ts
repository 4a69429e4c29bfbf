import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';

/**
 * The one inbox mechanism behind the product's inboxes of outside parties' verified messages (payment
 * notifications, bank callbacks, WMS events; ARCHITECTURE §9): a message is stored once by the party's own id, then
 * applied once in a transaction that locks it while still received; a failure leaves it received with the reason
 * for the retry (a job or a sweep), and a refused one is kept with its reason. Each inbox keeps its own table; this
 * is told its columns.
 */
export type InboxShape = {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  reason: AnyPgColumn;
  /** the time a message was applied or refused, and its property name in the table's rows */
  processedAt: AnyPgColumn;
  processedAtKey: string;
  /** the status values of a message waiting, applied, refused */
  received: number;
  applied: number;
  refused: number;
  /** the reason column's length */
  reasonMax: number;
};

/** Thrown by an apply: the change is rolled back and the messages are kept refused, with this reason. */
export class InboxRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InboxRefused';
  }
}

/** How an apply ends its messages: applied by default; another status (a duplicate, a refusal kept with the change). */
export type InboxVerdict = { status: number; reason?: string | null; set?: Record<string, unknown> };

export type InboxOutcome<R> =
  /** the apply committed (with its verdict) */
  | { outcome: 'applied'; result: R }
  /** nothing still received among the ids: done already, or another instance holds them */
  | { outcome: 'busy' }
  /** refused now and kept with the reason */
  | { outcome: 'refused'; reason: string }
  /** the apply failed: the messages stay received with the reason, for the retry */
  | { outcome: 'retry'; reason: string; error: unknown };

export const createInbox = <Row extends { id: string }>(shape: InboxShape) => {
  const { table } = shape;
  const cut = (reason: string) => reason.slice(0, shape.reasonMax);
  const reasonOf = (e: unknown) => cut(e instanceof Error ? e.message : String(e));
  const stillReceived = (ids: readonly string[]) => and(inArray(shape.id, [...ids]), eq(shape.status, shape.received));
  const finished = (status: number, reason: string | null, at: Date, extra: Record<string, unknown> = {}) => ({
    status,
    reason: reason == null ? null : cut(reason),
    [shape.processedAtKey]: at,
    ...extra,
  });

  /** Stores messages, each once by the party's id (ON CONFLICT DO NOTHING); answers the rows stored now. */
  const store = async (db: DbOrTx, rows: readonly Record<string, unknown>[]) =>
    rows.length === 0
      ? []
      : ((await db
          .insert(table)
          .values(rows as never)
          .onConflictDoNothing()
          .returning({ id: shape.id, status: shape.status })) as { id: string; status: number }[]);

  /**
   * Stores one message once; a repeat answers the first one's id, status and reason (found by `sameKey`), so the
   * inbox can answer it as the first was answered, or finish a first one whose apply never ended.
   */
  const storeOnce = async (
    db: DbOrTx,
    row: Record<string, unknown>,
    sameKey: SQL | undefined,
  ): Promise<
    { stored: true; id: string } | { stored: false; id?: string; status?: number; reason?: string | null }
  > => {
    const [stored] = await store(db, [row]);
    if (stored) return { stored: true, id: stored.id };
    const [first] = (await db
      .select({ id: shape.id, status: shape.status, reason: shape.reason })
      .from(table)
      .where(sameKey)
      .limit(1)) as { id: string; status: number; reason: string | null }[];
    return { stored: false, ...first };
  };

  /**
   * Applies stored messages once: in one transaction the ones still received are locked (with `skipLocked`, one
   * held by another instance is left to it), `apply` makes their change and they are finished with its verdict
   * (applied unless it says otherwise). An InboxRefused — or an error `refusal` names a refusal — rolls the change
   * back and keeps them refused with the reason; any other error rolls back and leaves them received with the reason.
   */
  const applyOnce = async <R>(
    db: Db,
    ids: readonly string[],
    apply: (tx: DbOrTx, rows: Row[]) => Promise<{ result: R; verdict?: InboxVerdict }>,
    opts: {
      skipLocked?: boolean;
      orderBy?: (AnyPgColumn | SQL)[];
      /** whether a failure refuses the messages for good (InboxRefused always does) */
      refusal?: (error: unknown, rows: Row[]) => boolean;
      now?: () => Date;
    } = {},
  ): Promise<InboxOutcome<R>> => {
    const now = opts.now ?? (() => new Date());
    if (ids.length === 0) return { outcome: 'busy' };
    let locked: Row[] = [];
    try {
      const done = await db.transaction(async (tx) => {
        const query = tx
          .select()
          .from(table)
          .where(stillReceived(ids))
          .orderBy(...(opts.orderBy ?? [shape.id]));
        locked = (await (opts.skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'))) as Row[];
        if (locked.length === 0) return null;
        const { result, verdict } = await apply(tx, locked);
        await tx
          .update(table)
          .set(finished(verdict?.status ?? shape.applied, verdict?.reason ?? null, now(), verdict?.set) as never)
          .where(
            inArray(
              shape.id,
              locked.map((r) => r.id),
            ),
          );
        return { result };
      });
      return done ? { outcome: 'applied', result: done.result } : { outcome: 'busy' };
    } catch (error) {
      const reason = reasonOf(error);
      const refused = error instanceof InboxRefused || (opts.refusal?.(error, locked) ?? false);
      await db
        .update(table)
        .set((refused ? finished(shape.refused, reason, now()) : { reason }) as never)
        .where(stillReceived(locked.length ? locked.map((r) => r.id) : ids));
      return refused ? { outcome: 'refused', reason } : { outcome: 'retry', reason, error };
    }
  };

  /** The messages still received (stored, never applied: early, failed, or an instance died), for the retry. */
  const pendingIds = async (
    db: DbOrTx,
    opts: { where?: SQL; orderBy?: (AnyPgColumn | SQL)[]; limit?: number } = {},
  ): Promise<string[]> => {
    const query = db
      .select({ id: shape.id })
      .from(table)
      .where(and(eq(shape.status, shape.received), opts.where))
      .orderBy(...(opts.orderBy ?? [shape.id]));
    const rows = (await (opts.limit ? query.limit(opts.limit) : query)) as { id: string }[];
    return rows.map((r) => r.id);
  };

  return { store, storeOnce, applyOnce, pendingIds };
};

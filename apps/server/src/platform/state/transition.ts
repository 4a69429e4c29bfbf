import { stateRefusals } from '@kc/domain/shared/state';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appendAuditEvent } from '../audit/audit.service';
import type { DbOrTx, Tx } from '../db/client';

type Status = string | number;

/** A business table with the columns a state move needs (every table built with auditColumns()). */
export type StatefulTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updateTime: AnyPgColumn };

export type Actor = { userId: string; postId?: string | null; tenantId: string };

export type TransitionInput<T extends StatefulTable> = {
  table: T;
  id: string;
  from: Status | readonly Status[];
  to: Status;
  objectType: string;
  action: string;
  actor: Actor;
  payload?: Record<string, unknown>;
  /** Further columns written by the same UPDATE (e.g. a review reason). */
  set?: Partial<T['$inferInsert']>;
  /** The status column's key in the table, when it is not `status` (e.g. 'fourStatus'). */
  statusColumn?: keyof T['_']['columns'] & string;
  /** The 409 message; the default asks the user to refresh. */
  message?: string;
};

const isTx = (db: DbOrTx): db is Tx => 'rollback' in db;

const move = async <T extends StatefulTable>(tx: DbOrTx, input: TransitionInput<T>): Promise<T['$inferSelect']> => {
  const { table } = input;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const statusKey = input.statusColumn ?? 'status';
  const statusCol = columns[statusKey];
  if (!statusCol) throw new Error(`transition: table has no column ${statusKey}`);
  const froms = [input.from].flat() as Status[];

  // With several possible sources the event must still name the real one: lock the row and read it.
  let fromStatus: Status | undefined = froms.length === 1 ? froms[0] : undefined;
  if (fromStatus === undefined) {
    const [current] = await tx
      .select({ status: statusCol })
      .from(table as PgTable)
      .where(eq(table.id, input.id))
      .for('update');
    fromStatus = current?.status as Status | undefined;
  }

  // PostgreSQL re-checks this WHERE after waiting for a concurrent mover's row lock, so exactly one wins.
  const values: Record<string, unknown> = {
    ...input.set,
    [statusKey]: input.to,
    version: sql`${table.version} + 1`,
    updateTime: new Date(),
  };
  if (columns.updateUser) values.updateUser = input.actor.userId;
  const rows = (await tx
    .update(table as PgTable)
    .set(values)
    .where(and(eq(table.id, input.id), inArray(statusCol, froms)))
    .returning()) as T['$inferSelect'][];
  const row = rows[0];
  if (!row) throw stateRefusals.statusChanged(input.message);

  await appendAuditEvent(tx, {
    tenantId: ((row as Record<string, unknown>).tenantId as string | undefined) ?? input.actor.tenantId,
    objectType: input.objectType,
    objectId: input.id,
    action: input.action,
    fromStatus,
    toStatus: input.to,
    actorId: input.actor.userId,
    actorEnterpriseId: input.actor.postId ?? null,
    payload: input.payload,
  });
  return row;
};

/**
 * ARCHITECTURE §5: moves one row from `from` to `to` and writes its audit event in one transaction.
 * No row moved (missing, or another request moved it first) means a 409 and nothing written.
 * Given an open transaction it joins it, so a caller can make further writes that commit with the move.
 */
export const transition = <T extends StatefulTable>(db: DbOrTx, input: TransitionInput<T>) =>
  isTx(db) ? move(db, input) : db.transaction((tx) => move(tx, input));

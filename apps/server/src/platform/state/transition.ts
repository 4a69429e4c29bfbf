import type { Machine } from '@kc/domain/shared/machine';
import { stateRefusals } from '@kc/domain/shared/state';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { appendAuditEvent } from '../audit/audit.service';
import type { DbOrTx, Tx } from '../db/client';

type Status = string | number;

/** A business table with the columns a state move needs (every table built with auditColumns()). */
export type StatefulTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updateTime: AnyPgColumn };

export type Actor = { userId: string; postId?: string | null; tenantId: string };

/**
 * The move, declared in the domain (`machine` and `move`: from, to, the object type and the action come from the
 * declaration); `from` may narrow the sources to the row's known status, `to` picks among declared targets,
 * `objectType` and `action` rename the audit words where a trail already uses others.
 */
type MoveSpec<M extends string> = {
  machine: Machine<Status, M>;
  move: M;
  from?: Status | readonly Status[];
  to?: Status;
  objectType?: string;
  action?: string;
};

export type TransitionInput<T extends StatefulTable, M extends string = string> = MoveSpec<M> & {
  table: T;
  id: string;
  actor: Actor;
  /** The audit event's payload; a function when it names what only the moved row holds. */
  payload?: Record<string, unknown> | ((row: T['$inferSelect']) => Record<string, unknown> | undefined);
  /** Further columns written by the same UPDATE (e.g. a review reason). */
  set?: Partial<T['$inferInsert']>;
  /** The status column's key in the table, when it is not `status` (e.g. 'fourStatus'). */
  statusColumn?: keyof T['_']['columns'] & string;
  /** The 409 message; the default asks the user to refresh. */
  message?: string;
  /** A further guard on the row (e.g. the application that holds it): not matching it is a lost move too. */
  where?: SQL;
};

const list = (value: Status | readonly Status[]): Status[] => [value].flat() as Status[];

/** From, to, object type and action of a declared move; a move outside its declaration is a bug. */
export const resolveMove = <M extends string>(input: MoveSpec<M>) => {
  const { machine, move } = input;
  const declared = machine.fromOf(move);
  const froms = input.from === undefined ? [...declared] : list(input.from);
  const targets = machine.targetsOf(move);
  const to = input.to ?? (targets.length === 1 ? targets[0] : undefined);
  const where = `${machine.objectType}.${String(move)}`;
  if (froms.some((f) => !declared.includes(f))) throw new Error(`transition: ${where} does not start at ${froms}`);
  if (to === undefined || !targets.includes(to)) throw new Error(`transition: ${where} does not reach ${to}`);
  return { froms, to, objectType: input.objectType ?? machine.objectType, action: input.action ?? String(move) };
};

const isTx = (db: DbOrTx): db is Tx => 'rollback' in db;

/** The table's columns and its status column (`status` unless the move names another, e.g. 'fourStatus'). */
const statusColumnOf = (table: PgTable, statusColumn: string | undefined) => {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const statusKey = statusColumn ?? 'status';
  const statusCol = columns[statusKey];
  if (!statusCol) throw new Error(`transition: table has no column ${statusKey}`);
  return { columns, statusKey, statusCol };
};

const tryMove = async <T extends StatefulTable, M extends string>(
  tx: DbOrTx,
  input: TransitionInput<T, M>,
): Promise<T['$inferSelect'] | undefined> => {
  const { table } = input;
  const { columns, statusKey, statusCol } = statusColumnOf(table, input.statusColumn);
  const { froms, to, objectType, action } = resolveMove(input);

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
    [statusKey]: to,
    version: sql`${table.version} + 1`,
    updateTime: new Date(),
  };
  if (columns.updateUser) values.updateUser = input.actor.userId;
  const rows = (await tx
    .update(table as PgTable)
    .set(values)
    .where(and(eq(table.id, input.id), inArray(statusCol, froms), input.where))
    .returning()) as T['$inferSelect'][];
  const row = rows[0];
  if (!row) return undefined;

  await appendAuditEvent(tx, {
    tenantId: ((row as Record<string, unknown>).tenantId as string | undefined) ?? input.actor.tenantId,
    objectType,
    objectId: input.id,
    action,
    fromStatus,
    toStatus: to,
    actorId: input.actor.userId,
    actorEnterpriseId: input.actor.postId ?? null,
    payload: typeof input.payload === 'function' ? input.payload(row) : input.payload,
  });
  return row;
};

const move = async <T extends StatefulTable, M extends string>(
  tx: DbOrTx,
  input: TransitionInput<T, M>,
): Promise<T['$inferSelect']> => {
  const row = await tryMove(tx, input);
  if (!row) throw stateRefusals.statusChanged(input.message);
  return row;
};

/**
 * ARCHITECTURE §5: moves one row from `from` to `to` and writes its audit event in one transaction.
 * No row moved (missing, or another request moved it first) means a 409 and nothing written.
 * Given an open transaction it joins it, so a caller can make further writes that commit with the move.
 */
export const transition = <T extends StatefulTable, M extends string = string>(
  db: DbOrTx,
  input: TransitionInput<T, M>,
): Promise<T['$inferSelect']> => (isTx(db) ? move(db, input) : db.transaction((tx) => move(tx, input)));

/** The same move where losing is an answer, not a refusal: undefined when the row was not there to move. */
export const tryTransition = <T extends StatefulTable, M extends string = string>(
  db: DbOrTx,
  input: TransitionInput<T, M>,
): Promise<T['$inferSelect'] | undefined> =>
  isTx(db) ? tryMove(db, input) : db.transaction((tx) => tryMove(tx, input));

/** A table whose rows move in bulk: an id and an update time; a version when it has one. */
export type BulkStatefulTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

export type BulkTransitionInput<T extends BulkStatefulTable, M extends string = string> = MoveSpec<M> & {
  table: T;
  /** which rows (besides being at a status the move starts from) */
  where: SQL;
  actor: Actor;
  set?: Partial<T['$inferInsert']>;
  statusColumn?: keyof T['_']['columns'] & string;
  payload?: (row: T['$inferSelect']) => Record<string, unknown> | undefined;
  /**
   * The audit event's object when each row's move is logged on the trail of the object that owns it (e.g. a
   * financing receipt row's seal on its application's, with `objectType`); default the row itself.
   */
  objectId?: (row: T['$inferSelect']) => string;
};

/**
 * A declared move of every row the condition picks that stands where the move starts, each with its audit event,
 * in the caller's transaction. Rows elsewhere stay as they are (a bulk move has no one to answer 409 to); the moved
 * rows are returned.
 */
export const transitionAll = <T extends BulkStatefulTable, M extends string = string>(
  db: DbOrTx,
  input: BulkTransitionInput<T, M>,
): Promise<T['$inferSelect'][]> => (isTx(db) ? moveAll(db, input) : db.transaction((tx) => moveAll(tx, input)));

const moveAll = async <T extends BulkStatefulTable, M extends string>(
  tx: DbOrTx,
  input: BulkTransitionInput<T, M>,
): Promise<T['$inferSelect'][]> => {
  const { table } = input;
  const { columns, statusKey, statusCol } = statusColumnOf(table, input.statusColumn);
  const { froms, to, objectType, action } = resolveMove(input);
  // Each event names the row's real source status: lock the rows and read them first.
  const before = (await tx
    .select({ id: table.id, status: statusCol })
    .from(table as PgTable)
    .where(and(input.where, inArray(statusCol, froms)))
    .for('update')) as { id: string; status: Status }[];
  if (before.length === 0) return [];
  const values: Record<string, unknown> = { ...input.set, [statusKey]: to, updateTime: new Date() };
  if (columns.version) values.version = sql`${columns.version} + 1`;
  if (columns.updateUser) values.updateUser = input.actor.userId;
  const rows = (await tx
    .update(table as PgTable)
    .set(values)
    .where(
      and(
        inArray(
          table.id,
          before.map((r) => r.id),
        ),
        inArray(statusCol, froms),
      ),
    )
    .returning()) as T['$inferSelect'][];
  const fromOf = new Map(before.map((r) => [r.id, r.status]));
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    await appendAuditEvent(tx, {
      tenantId: (r.tenantId as string | undefined) ?? input.actor.tenantId,
      objectType,
      objectId: input.objectId?.(row) ?? (r.id as string),
      action,
      fromStatus: fromOf.get(r.id as string),
      toStatus: to,
      actorId: input.actor.userId,
      actorEnterpriseId: input.actor.postId ?? null,
      payload: input.payload?.(row),
    });
  }
  return rows;
};

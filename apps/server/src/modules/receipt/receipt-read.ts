import type { ReplacingProcess } from '@kc/domain/receipt/receipt';
import { LIVE_RECEIPT_STATUSES, ReceiptStatus } from '@kc/domain/receipt/status';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  not,
  notExists,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { receipt, receiptReservation, receiptSign } from './receipt.table';
import type { ReceiptHolder } from './receipt-reservation';

/*
 * The receipt module's read model: what other modules ask of receipts, answered here so that no other module names
 * the receipt tables in SQL text. Conditions are drizzle expressions, so a caller's query stays one statement.
 */

const qb = new QueryBuilder();

/**
 * The receipt (in the caller's query over `receipt`) is held by no process — or only by `except` (a process being
 * edited keeps offering its own receipts).
 */
export const receiptFree = (except?: ReceiptHolder): SQL =>
  notExists(
    qb
      .select({ one: sql`1` })
      .from(receiptReservation)
      .where(
        and(
          eq(receiptReservation.billId, receipt.id),
          except
            ? not(
                and(
                  eq(receiptReservation.process, except.process),
                  eq(receiptReservation.processId, except.processId),
                )!,
              )
            : undefined,
        ),
      ),
  );

/** The receipts among these that hold a signature of this kind (the chain's unique index per kind answers it). */
export const receiptsSignedBy = async (db: DbOrTx, billIds: readonly string[], kind: string) =>
  billIds.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ billId: receiptSign.billId })
            .from(receiptSign)
            .where(and(inArray(receiptSign.billId, [...billIds]), eq(receiptSign.kind, kind)))
        ).map((r) => r.billId),
      );

/** The receipt (in the caller's query over `receipt`) carries a signature of this kind in its chain. */
export const receiptSignedBy = (kind: string): SQL<boolean> =>
  sql<boolean>`${exists(
    qb
      .select({ one: sql`1` })
      .from(receiptSign)
      .where(and(eq(receiptSign.billId, receipt.id), eq(receiptSign.kind, kind))),
  )}`;

/**
 * The receipts a replacing process issued: a move's name the move (`ref`: its id), a transfer's its contract (`ref`:
 * the contract id), a column or value of the caller's query.
 */
const issuedBy = (process: ReplacingProcess, ref: SQLWrapper | string) =>
  process === 'move' ? eq(receipt.moveId, ref) : and(eq(receipt.contractId, ref), eq(receipt.originProcess, process))!;

/** Some live (not deleted) successor issued by a replacing process waits in `status` (the signer a to-do waits for). */
export const successorWaiting = (process: ReplacingProcess, ref: SQLWrapper, status: number): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(receipt)
      .where(and(issuedBy(process, ref), eq(receipt.status, status), eq(receipt.isDeleted, 0))),
  );

/** The live (not deleted) successors a replacing process issued, with their status (how far the process is). */
export const successorsIssuedBy = (db: DbOrTx, process: ReplacingProcess, ref: string) =>
  db
    .select({ id: receipt.id, status: receipt.status })
    .from(receipt)
    .where(and(issuedBy(process, ref), eq(receipt.isDeleted, 0)));

export type FreeReceiptsQuery = {
  tenantId: string;
  /** the cargo owner (the caller's enterprise) */
  holderId: string;
  warehouseId?: string;
  /** part of the code */
  code?: string;
  /** a process whose own receipts count as free (editing it) */
  heldBy?: ReceiptHolder;
  limit: number;
  offset: number;
};

/**
 * A holder's receipts in effect that no process holds (or only `heldBy`), optionally at one warehouse and by part of
 * the code: the page, newest in effect first, and how many in all. What a new process (a move, a pledge) may take.
 */
export const freeReceiptsOf = async (db: DbOrTx, q: FreeReceiptsQuery) => {
  const where = and(
    eq(receipt.tenantId, q.tenantId),
    eq(receipt.cargoOwnerId, q.holderId),
    eq(receipt.isDeleted, 0),
    eq(receipt.status, ReceiptStatus.inEffect),
    q.warehouseId ? eq(receipt.warehouseId, q.warehouseId) : undefined,
    q.code ? ilike(receipt.code, `%${escapeLike(q.code)}%`) : undefined,
    receiptFree(q.heldBy),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(receipt).where(where),
    db
      .select()
      .from(receipt)
      .where(where)
      .orderBy(desc(receipt.effectiveTime), desc(receipt.id))
      .limit(q.limit)
      .offset(q.offset),
  ]);
  return { total: total?.n ?? 0, rows };
};

/** Receipts by id (deleted ones too: a process's history names them), id → row. */
export const receiptsByIds = async (db: DbOrTx, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, typeof receipt.$inferSelect>();
  const rows = await db
    .select()
    .from(receipt)
    .where(inArray(receipt.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
};

/** Receipts by id in the order of their codes (a process's goods table), deleted ones too. */
export const receiptsInCodeOrder = (db: DbOrTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as (typeof receipt.$inferSelect)[])
    : db
        .select()
        .from(receipt)
        .where(inArray(receipt.id, [...ids]))
        .orderBy(asc(receipt.code));

/** A tenant's live (not deleted) receipts among these ids (a process checks what it is asked to take). */
export const tenantReceipts = (db: DbOrTx, tenantId: string, ids: readonly string[]) =>
  db
    .select()
    .from(receipt)
    .where(and(inArray(receipt.id, [...ids]), eq(receipt.tenantId, tenantId), eq(receipt.isDeleted, 0)));

/** The live (not deleted) receipts generated from some goods (a WMS application: `goods_id`), by code. */
export const receiptsOfGoods = (db: DbOrTx, goodsId: string) =>
  db
    .select({
      id: receipt.id,
      code: receipt.code,
      status: receipt.status,
      totalWeight: receipt.totalWeight,
      weightUnit: receipt.weightUnit,
    })
    .from(receipt)
    .where(and(eq(receipt.goodsId, goodsId), eq(receipt.isDeleted, 0)))
    .orderBy(receipt.code);

/**
 * ARCHITECTURE §11 checked from outside: the lineages with more than one receipt valid for a holder right now (in
 * effect or in a status an effective receipt moves to). Always empty; tests and checks assert it.
 */
export const doublyValidLineages = async (db: DbOrTx): Promise<string[]> => {
  const rows = await db
    .select({ lineage: sql<string>`${receipt.lineageId}::text` })
    .from(receipt)
    .where(and(inArray(receipt.status, [...LIVE_RECEIPT_STATUSES]), eq(receipt.isDeleted, 0)))
    .groupBy(receipt.lineageId)
    .having(sql`count(*) > 1`);
  return rows.map((r) => r.lineage);
};

/*
 * Fragments for raw SQL over a lineage (the WMS mirror's containers): each repeats the live-lineage index's predicate
 * (a literal status list) so that index answers, and aliases the receipt `b`.
 */

const LIVE = sql.raw(LIVE_RECEIPT_STATUSES.join(', '));

/** The live receipt of a lineage (id, code, status; at most one, the live-lineage unique index), for a lateral join. */
export const liveReceiptOfLineage = (lineage: SQLWrapper) =>
  sql`select b.id, b.code, b.status from ${receipt} b where b.lineage_id = ${lineage} and b.status in (${LIVE}) and b.is_deleted = 0 limit 1`;

/** The id of a lineage's live receipt, or null (a scalar subquery). */
export const liveReceiptIdOf = (lineage: SQLWrapper) =>
  sql`(select b.id from ${receipt} b where b.lineage_id = ${lineage} and b.status in (${LIVE}) and b.is_deleted = 0 limit 1)`;

/** The lineage has a live receipt: a transfer's or a move's successor still covers the goods. */
export const lineageIsLive = (lineage: SQLWrapper) =>
  sql`exists (select 1 from ${receipt} b where b.lineage_id = ${lineage} and b.status in (${LIVE}) and b.is_deleted = 0)`;

/** A receipt's code by id, or null (a scalar subquery). */
export const receiptCodeOf = (id: SQLWrapper) => sql`(select b.code from ${receipt} b where b.id = ${id})`;

/** The ids of the (not deleted) receipts with this code, for `in (…)`. */
export const receiptIdsWithCode = (tenantId: string, code: string) =>
  sql`select b.id from ${receipt} b where b.tenant_id = ${tenantId} and b.code = ${code} and b.is_deleted = 0`;

/** The lineages whose live receipt has this code, for `in (…)`. */
export const liveLineagesWithCode = (tenantId: string, code: string) =>
  sql`select b.lineage_id from ${receipt} b where b.tenant_id = ${tenantId} and b.code = ${code} and b.status in (${LIVE}) and b.is_deleted = 0`;

/**
 * The receipt (by id) is this party's: its cargo owner's, or also its warehouse's (`warehouseToo`). Answers false for
 * no receipt.
 */
export const receiptOfParty = (id: SQLWrapper, postId: string, warehouseToo = false) =>
  warehouseToo
    ? sql`exists (select 1 from ${receipt} b where b.id = ${id} and (b.cargo_owner_id = ${postId} or b.warehouse_id = ${postId}))`
    : sql`exists (select 1 from ${receipt} b where b.id = ${id} and b.cargo_owner_id = ${postId})`;

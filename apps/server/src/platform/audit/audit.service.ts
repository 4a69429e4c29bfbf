import { formatDateTime } from '@kc/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { eventHash, GENESIS_HASH, type HashedEvent } from './audit.hash';
import { auditEvent } from './audit.table';

/*
 * ARCHITECTURE §6: the audit trail is append-only. This file only ever inserts into kc_audit_event;
 * nothing in the product updates or deletes its rows. Each business object has its own hash chain.
 */

export type AuditEventInput = {
  tenantId: string;
  objectType: string;
  objectId: string;
  action: string;
  fromStatus?: string | number | null;
  toStatus?: string | number | null;
  actorId?: string | null;
  actorEnterpriseId?: string | null;
  payload?: Record<string, unknown>;
};

export type AuditEventView = {
  id: string;
  seq: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actorId: string | null;
  actorEnterpriseId: string | null;
  payload: Record<string, unknown>;
  hash: string;
  createTime: string | null;
};

const statusText = (v: string | number | null | undefined) => (v == null ? null : String(v));

const isTx = (db: DbOrTx): db is Tx => 'rollback' in db;

const append = async (tx: DbOrTx, input: AuditEventInput) => {
  // Appends to one object queue here until the caller's transaction ends (PGlite and PostgreSQL alike);
  // the unique index (object_type, object_id, seq) is the backstop.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${input.objectType}:${input.objectId}`}, 0))`);
  const [last] = await tx
    .select({ seq: auditEvent.seq, hash: auditEvent.hash })
    .from(auditEvent)
    .where(and(eq(auditEvent.objectType, input.objectType), eq(auditEvent.objectId, input.objectId)))
    .orderBy(desc(auditEvent.seq))
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const event: HashedEvent = {
    tenantId: input.tenantId,
    objectType: input.objectType,
    objectId: input.objectId,
    seq: (last?.seq ?? 0) + 1,
    action: input.action,
    fromStatus: statusText(input.fromStatus),
    toStatus: statusText(input.toStatus),
    actorId: input.actorId ?? null,
    actorEnterpriseId: input.actorEnterpriseId ?? null,
    // What jsonb will hand back: undefined dropped, dates as text.
    payload: JSON.parse(JSON.stringify(input.payload ?? {})),
    createTime: new Date(),
  };
  const [row] = await tx
    .insert(auditEvent)
    .values({ ...event, prevHash, hash: eventHash(prevHash, event) })
    .returning();
  return row!;
};

/**
 * Appends one event to the object's chain. Pass the transaction that makes the change the event records,
 * so that both commit or neither does; given the database itself, it opens its own transaction.
 */
export const appendAuditEvent = (db: DbOrTx, input: AuditEventInput) =>
  isTx(db) ? append(db, input) : db.transaction((tx) => append(tx, input));

const chainOf = (db: DbOrTx, objectType: string, objectId: string) =>
  db
    .select()
    .from(auditEvent)
    .where(and(eq(auditEvent.objectType, objectType), eq(auditEvent.objectId, objectId)))
    .orderBy(asc(auditEvent.seq));

export const listAuditEvents = async (db: DbOrTx, objectType: string, objectId: string): Promise<AuditEventView[]> =>
  (await chainOf(db, objectType, objectId)).map((e) => ({
    id: e.id,
    seq: e.seq,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actorId: e.actorId,
    actorEnterpriseId: e.actorEnterpriseId,
    payload: e.payload,
    hash: e.hash,
    createTime: formatDateTime(e.createTime),
  }));

/** Recomputes every hash of the chain; the first event that does not match (or is missing) breaks it. */
export const verifyAuditChain = async (
  db: DbOrTx,
  objectType: string,
  objectId: string,
): Promise<{ valid: boolean; brokenAtSeq?: number; length: number }> => {
  const events = await chainOf(db, objectType, objectId);
  let prevHash = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    const expectedSeq = i + 1;
    if (e.seq !== expectedSeq || e.prevHash !== prevHash || eventHash(prevHash, e) !== e.hash) {
      return { valid: false, brokenAtSeq: Math.min(e.seq, expectedSeq), length: events.length };
    }
    prevHash = e.hash;
  }
  return { valid: true, length: events.length };
};

import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../db/columns';

/**
 * Append-only evidence (ARCHITECTURE §6): one chain per business object, each event holding the hash of
 * the one before it. Process logs, transfer logs and flow histories are views of this table.
 */
export const auditEvent = pgTable(
  'kc_audit_event',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    objectType: varchar('object_type', { length: 50 }).notNull(),
    objectId: refId('object_id').notNull(),
    seq: integer('seq').notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    actorId: refId('actor_id'),
    actorEnterpriseId: refId('actor_enterprise_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: varchar('prev_hash', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_audit_event_chain_uq').on(t.objectType, t.objectId, t.seq),
    index('kc_audit_event_time_idx').on(t.createTime),
  ],
);

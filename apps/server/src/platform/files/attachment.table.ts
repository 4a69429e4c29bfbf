import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refId, tenantColumn } from '../db/columns';

/** ARCHITECTURE §10: one attachment table; the owner is the business record that holds the file. */
export const attachment = pgTable(
  'kc_attach',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** storage key (local path under files dir, or S3 key) */
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    extension: varchar('extension', { length: 20 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    ownerType: varchar('owner_type', { length: 50 }),
    ownerId: refId('owner_id'),
    uploaderId: refId('uploader_id').notNull(),
    uploaderEnterpriseId: refId('uploader_enterprise_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kc_attach_owner_idx').on(t.ownerType, t.ownerId)],
);

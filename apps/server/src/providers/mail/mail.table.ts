import { index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns';

/** A kept attachment: its bytes base64 (invoice PDFs are small). */
export type OutboxAttachment = { filename: string; contentType: string; size: number; base64: string };

/**
 * Every message the mail port sent, with its attachments and the transport used ('outbox': kept only, the
 * sandbox console shows it; 'smtp': delivered to the SMTP server).
 */
export const mailOutbox = pgTable(
  'sandbox_mail_outbox',
  {
    id: idColumn(),
    to: varchar('to_address', { length: 200 }).notNull(),
    from: varchar('from_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    transport: varchar('transport', { length: 10 }).notNull(),
    /** the SMTP server's message id */
    messageId: varchar('message_id', { length: 300 }),
    sentTime: timestamp('sent_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_mail_outbox_sent_idx').on(t.sentTime)],
);

import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Db } from '../../platform/db/client';
import { mailOutbox } from './mail.table';
import type { MailMessage, MailPort, MailTransportName, SentMail } from './port';

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
  transport: MailTransportName;
  messageId: string | null;
  sentTime: string | null;
};

export type MailOutbox = {
  list: (q: PageQuery) => Promise<Page<OutboxRow>>;
  /** One attachment's bytes, or undefined. */
  attachment: (
    id: string,
    index: number,
  ) => Promise<{ filename: string; contentType: string; content: Uint8Array } | undefined>;
};

export const DEFAULT_MAIL_FROM = '仓单交易平台 <noreply@kc.example.com>';

/**
 * The mail port: with `smtpUrl`, nodemailer delivers to that server first; every message is then kept in the
 * outbox with the transport used. A refused delivery throws and keeps nothing (the caller's job retries).
 */
export const createMail = (deps: { db: Db; smtpUrl?: string; from?: string }): MailPort & MailOutbox => {
  const { db } = deps;
  const from = deps.from ?? DEFAULT_MAIL_FROM;
  // nodemailer is loaded with the first message sent through SMTP: a start without SMTP_URL never loads it.
  let transporter: Promise<Transporter> | undefined;
  const smtpUrl = deps.smtpUrl;
  const smtp = smtpUrl
    ? {
        sendMail: async (message: SendMailOptions) => {
          transporter ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
          return (await transporter).sendMail(message);
        },
      }
    : undefined;

  const send = async (m: MailMessage): Promise<SentMail> => {
    const attachments = m.attachments ?? [];
    let messageId: string | null = null;
    if (smtp) {
      const info = await smtp.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content),
          contentType: a.contentType,
        })),
      });
      messageId = info.messageId ?? null;
    }
    const transport: MailTransportName = smtp ? 'smtp' : 'outbox';
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: m.to,
        from,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          base64: Buffer.from(a.content).toString('base64'),
        })),
        transport,
        messageId,
      })
      .returning({ id: mailOutbox.id });
    return { id: row!.id, transport, messageId };
  };

  const list = async (q: PageQuery): Promise<Page<OutboxRow>> => {
    const [total] = await db.select({ n: count() }).from(mailOutbox);
    const rows = await db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.sentTime), desc(mailOutbox.id))
      .limit(q.size)
      .offset(offsetOf(q));
    return toPage(
      rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        attachments: r.attachments.map((a, index) => ({
          index,
          filename: a.filename,
          contentType: a.contentType,
          size: a.size,
        })),
        transport: r.transport as MailTransportName,
        messageId: r.messageId,
        sentTime: formatDateTime(r.sentTime),
      })),
      total?.n ?? 0,
      q.current,
      q.size,
    );
  };

  const attachment = async (id: string, index: number) => {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const a = row?.attachments[index];
    return a
      ? { filename: a.filename, contentType: a.contentType, content: new Uint8Array(Buffer.from(a.base64, 'base64')) }
      : undefined;
  };

  return { send, list, attachment };
};

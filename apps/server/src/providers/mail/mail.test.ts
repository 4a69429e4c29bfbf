import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { createMail } from './mail';

let database: Database;
const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n% a tiny stand-in for the invoice\n%%EOF\n'));
const message = (to: string) => ({
  to,
  subject: '【仓单交易平台】电子发票 26412000000001000001',
  text: '电子发票 PDF 见附件。',
  attachments: [{ filename: '电子发票-26412000000001000001.pdf', content: pdf, contentType: 'application/pdf' }],
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe(`mail on ${process.env.TEST_DB}`, () => {
  it('keeps the message and its attachment in the outbox when no SMTP server is set', async () => {
    const mail = createMail({ db: database.db });
    const sent = await mail.send(message('a@example.com'));
    expect(sent).toMatchObject({ transport: 'outbox', messageId: null });
    const page = await mail.list({ current: 1, size: 10 });
    const row = page.records.find((r) => r.id === sent.id)!;
    expect(row).toMatchObject({
      to: 'a@example.com',
      subject: message('').subject,
      transport: 'outbox',
      attachments: [
        { index: 0, filename: '电子发票-26412000000001000001.pdf', contentType: 'application/pdf', size: pdf.length },
      ],
    });
    const file = await mail.attachment(sent.id, 0);
    expect(Buffer.from(file!.content).equals(Buffer.from(pdf))).toBe(true);
    expect(await mail.attachment(sent.id, 1)).toBeUndefined();
  });

  it('delivers through SMTP when SMTP_URL is set: the message arrives with the PDF, the outbox says smtp', async () => {
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mail = createMail({
        db: database.db,
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: '仓单交易平台 <noreply@kc.example.com>',
      });
      const sent = await mail.send(message('buyer@example.com'));
      expect(sent.transport).toBe('smtp');
      expect(sent.messageId).toBeTruthy();
      expect(received).toHaveLength(1);
      const parsed = await simpleParser(received[0]!);
      expect(parsed.subject).toBe(message('').subject);
      expect(parsed.text?.trim()).toBe('电子发票 PDF 见附件。');
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]!.filename).toBe('电子发票-26412000000001000001.pdf');
      expect(parsed.attachments[0]!.contentType).toBe('application/pdf');
      expect(Buffer.from(parsed.attachments[0]!.content).equals(Buffer.from(pdf))).toBe(true);
      const row = (await mail.list({ current: 1, size: 10 })).records.find((r) => r.id === sent.id);
      expect(row).toMatchObject({ transport: 'smtp', to: 'buyer@example.com' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('throws (and keeps nothing) when the SMTP server refuses the message', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mail = createMail({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      const before = (await mail.list({ current: 1, size: 1 })).total;
      await expect(mail.send(message('nobody@example.com'))).rejects.toThrow();
      expect((await mail.list({ current: 1, size: 1 })).total).toBe(before);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reads SMTP_URL and MAIL_FROM from the configuration, refusing what is no SMTP address', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(loadConfig({}).mailFrom).toContain('@');
    expect(loadConfig({ MAIL_FROM: 'fp@kc.example.com' }).mailFrom).toBe('fp@kc.example.com');
    expect(() => loadConfig({ MAIL_FROM: 'not a mail' })).toThrow(/MAIL_FROM/);
  });
});

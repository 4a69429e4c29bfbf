/**
 * Outgoing e-mail (README.md): the invoice PDF to the applicant's notice address. The default transport keeps
 * every message in an outbox the sandbox console shows; with SMTP_URL set, messages go out through that server
 * (and are still recorded in the outbox, marked 'smtp').
 */
export type MailAttachment = { filename: string; content: Uint8Array; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export type MailTransportName = 'outbox' | 'smtp';

export type SentMail = { id: string; transport: MailTransportName; messageId: string | null };

export type MailPort = {
  /** Sends (or keeps) the message; throws when the SMTP server refuses it (the caller retries). */
  send: (message: MailMessage) => Promise<SentMail>;
};

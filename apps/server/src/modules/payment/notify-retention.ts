import { createHash } from 'node:crypto';
import { NotifyStatus } from '@kc/domain/payment/payment';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { payNotify } from './payment.table';

/**
 * The notify routes are public: anyone can post to them. What keeps junk from filling the database (README
 * "Notifications — exactly once"): the per-address rate limit (platform/http/rate-limits.ts), this cap on what is
 * kept of a message refused at the door, and the retention job below. A verified message is the provider's signed
 * word on money and is kept whole and for good.
 */

/** What is kept of the body of a message that did not verify: its first 2 KB (UTF-8). */
export const REFUSED_BODY_CAP_BYTES = 2048;
export const PAYMENT_NOTIFY_RETENTION_QUEUE = 'payment-notify-retention';

/** The whole body's SHA-256 (hex) and its length in bytes, kept beside whatever part of it is stored. */
export const bodyFacts = (rawBody: string) => ({
  bodySha256: createHash('sha256').update(rawBody, 'utf8').digest('hex'),
  bodyLength: Buffer.byteLength(rawBody, 'utf8'),
});

/** The body cut to `cap` bytes of UTF-8 at a character boundary (a character cut in half is dropped). */
export const capBody = (rawBody: string, cap = REFUSED_BODY_CAP_BYTES) => {
  const bytes = Buffer.from(rawBody, 'utf8');
  if (bytes.length <= cap) return rawBody;
  let end = cap;
  // Back off over continuation bytes (10xxxxxx) so the cut falls before a character's first byte.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
};

/** Header values of a refused message, each cut to 256 characters (they are the sender's text too). */
export const capHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.slice(0, 256)]));

/**
 * Deletes the messages refused at the door (status refused, no transaction id: they never verified) received more
 * than `days` days before `now`. Applied messages, and verified ones refused on processing (an amount or an order
 * that did not match: money someone may have to refund), are never aged out. Answers how many went.
 */
export const deleteAgedRefusedNotifications = async (ctx: AppContext, opts: { now?: Date; days?: number } = {}) => {
  const days = opts.days ?? ctx.config.refusedNotificationRetentionDays;
  const cutoff = new Date((opts.now ?? new Date()).getTime() - days * 86_400_000);
  const gone = await ctx.db
    .delete(payNotify)
    .where(
      and(
        eq(payNotify.status, NotifyStatus.refused),
        isNull(payNotify.transactionId),
        lt(payNotify.receivedTime, cutoff),
      ),
    )
    .returning({ id: payNotify.id });
  return gone.length;
};

/** The retention job: once a day (any instance; a run that finds nothing deletes nothing). */
export const registerNotifyRetentionJob = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(PAYMENT_NOTIFY_RETENTION_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(PAYMENT_NOTIFY_RETENTION_QUEUE, async () => {
    try {
      await deleteAgedRefusedNotifications(ctx);
    } catch (err) {
      log(err, '支付通知清理出错');
    }
  });
  await ctx.jobs.schedule(PAYMENT_NOTIFY_RETENTION_QUEUE, '23 3 * * *');
};

import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BankCallbackMessage } from './port';

/**
 * The wire rules of the bank's callbacks (port.ts, README.md "Protocol"): the signed message, its headers, the age
 * limit, the notify path and the shape of a callback body. A real adapter signs and checks exactly the same way
 * (or maps the bank's own scheme onto `verifyCallback`).
 */

export const BANK_HEADER_TIMESTAMP = 'x-bank-timestamp';
export const BANK_HEADER_NONCE = 'x-bank-nonce';
export const BANK_HEADER_SIGNATURE = 'x-bank-signature';
/** A callback older (or younger) than this does not verify. */
export const CALLBACK_MAX_SKEW_MS = 5 * 60 * 1000;

export const bankNotifyPath = (tenantId: string) => `/api/kc-bank/notify/${encodeURIComponent(tenantId)}`;

/** A fresh shared key: 32 random bytes, base64. The HMAC is keyed by the key's text (its UTF-8 bytes). */
export const newSignKey = () => randomBytes(32).toString('base64');
export const newNonce = () => randomBytes(16).toString('hex');
export const newEventId = () => `BK${randomUUID().replaceAll('-', '')}`;

const ymd = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
/** A bank number: prefix + yyyyMMdd + 8 random digits (CCB… application, DJ… registration, FK… loan, …). */
export const bankNumber = (prefix: string, at: Date) => `${prefix}${ymd(at)}${digits(8)}`;

export const callbackMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;
export const signCallback = (key: string, timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', key)
    .update(callbackMessage(timestamp, nonce, body), 'utf8')
    .digest('base64');

/** The headers of a callback signed at `now`. */
export const callbackHeaders = (key: string, body: string, now: Date): Record<string, string> => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = newNonce();
  return {
    'content-type': 'application/json',
    [BANK_HEADER_TIMESTAMP]: timestamp,
    [BANK_HEADER_NONCE]: nonce,
    [BANK_HEADER_SIGNATURE]: signCallback(key, timestamp, nonce, body),
  };
};

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const found = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
};

/** Why a callback does not verify (Chinese, for the log and the 400 answer), or null when it does. */
export const callbackSignatureProblem = (
  key: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): string | null => {
  const timestamp = headerOf(headers, BANK_HEADER_TIMESTAMP);
  const nonce = headerOf(headers, BANK_HEADER_NONCE);
  const signature = headerOf(headers, BANK_HEADER_SIGNATURE);
  if (!timestamp || !nonce || !signature) return '回调缺少签名头';
  if (!/^\d{1,12}$/.test(timestamp)) return '回调时间戳格式错误';
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > CALLBACK_MAX_SKEW_MS) return '回调已过期或时间不符';
  const expected = Buffer.from(signCallback(key, timestamp, nonce, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return '回调签名验证失败';
  return null;
};

/** The pick-up notice a release instruction carries: at most this much base64 (about 150 KB of file). */
export const RELEASE_NOTICE_MAX_BASE64 = 200_000;

// ---- the shape of a callback body --------------------------------------------------------------------------------

const text = (max: number) => z.string().max(max);
const id = z.string().regex(/^\d{1,19}$/);
const money = z.string().regex(/^\d{1,14}(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const head = {
  eventId: text(64).min(1),
  tenantId: text(12).min(1),
  applyId: id,
  financeAppId: text(40).nullable(),
  occurredAt: text(40),
};
const callbackBody = z.discriminatedUnion('type', [
  z.object({
    ...head,
    type: z.literal('collateral.admission'),
    data: z.object({
      results: z
        .array(
          z.object({
            billId: id,
            collateralAccResult: z.union([z.literal(0), z.literal(1)]),
            reason: text(200).optional(),
          }),
        )
        .min(1)
        .max(500),
    }),
  }),
  z.object({ ...head, type: z.literal('agreement.refused'), data: z.object({ reason: text(200).min(1) }) }),
  z.object({
    ...head,
    type: z.literal('pledge.registered'),
    data: z.object({ registrationNo: text(40).min(1), billIds: z.array(id).min(1).max(500) }),
  }),
  z.object({
    ...head,
    type: z.literal('loan.disbursed'),
    data: z.object({
      disburseNo: text(40).min(1),
      amount: money,
      currency: z.string().regex(/^\d{3}$/),
      loanDate: day,
      dueDate: day,
      interestRate: z.string().regex(/^\d{1,3}(\.\d{1,6})?$/),
      requestId: z
        .string()
        .regex(/^\d{1,19}$/)
        .optional(),
    }),
  }),
  z.object({
    ...head,
    type: z.literal('loan.repaid'),
    data: z.object({
      repayNo: text(40).min(1),
      amount: money,
      repayDate: day,
      currency: z
        .string()
        .regex(/^\d{3}$/)
        .optional(),
    }),
  }),
  z.object({
    ...head,
    type: z.literal('release.instruction'),
    data: z
      .object({
        instructionNo: text(40).min(1),
        billIds: z.array(id).min(1).max(500).optional(),
        bills: z
          .array(
            z.object({
              billId: id,
              takeGoodType: z.enum(['01', '02']),
              weight: money.optional(),
              number: z.number().int().min(0).max(100000).optional(),
              quantity: money.optional(),
            }),
          )
          .min(1)
          .max(500)
          .optional(),
        thCode: text(40).optional(),
        takeGoodCode: text(40).optional(),
        takeGoodTime: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/)
          .optional(),
        takeGoodNotice: z
          .object({
            fileName: text(100).min(1),
            contentBase64: z
              .string()
              .max(RELEASE_NOTICE_MAX_BASE64)
              .regex(/^[A-Za-z0-9+/]+={0,2}$/),
          })
          .optional(),
      })
      .refine((d) => (d.bills?.length ?? 0) > 0 || (d.billIds?.length ?? 0) > 0, '解押指令未列出仓单'),
  }),
  z.object({
    ...head,
    type: z.literal('customer.status'),
    data: z.object({
      customerId: id,
      status: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
      resultStatus: z
        .union([z.literal(0), z.literal(1)])
        .nullable()
        .optional(),
      remark: text(200).nullable().optional(),
    }),
  }),
  z.object({
    ...head,
    type: z.literal('release.void'),
    data: z.object({ instructionNo: text(40).min(1), reason: text(200).optional() }),
  }),
]);

/** The message of a callback body, or why it is not one. */
export const parseCallbackBody = (
  rawBody: string,
): { ok: true; message: BankCallbackMessage } | { ok: false; reason: string } => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: '回调内容不是有效的JSON' };
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `回调内容格式错误：${issue ? `${issue.path.join('.') || '(根)'} ${issue.message}` : ''}`,
    };
  }
  return { ok: true, message: parsed.data as BankCallbackMessage };
};

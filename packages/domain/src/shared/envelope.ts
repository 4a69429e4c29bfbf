import { z } from 'zod';

/** Every API answer (API.md): `success` is `code == 200`; a refusal also names its reason (errors.ts). */
export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };
export type Refusal = Envelope<null> & { reason: string };

/** Paged data (API.md): requests page with `current` and `size`. */
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

export const SUCCESS_MSG = '操作成功';

export const ok = <T>(data: T, msg: string = SUCCESS_MSG): Envelope<T> => ({ code: 200, success: true, data, msg });

export const fail = (code: number, msg: string, reason: string): Refusal => ({
  code,
  success: false,
  data: null,
  msg,
  reason,
});

export const toPage = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  size,
  current,
  pages: size > 0 ? Math.ceil(total / size) : 0,
});

/**
 * The answer schemas every route declares (STYLE.md 11): the server serialises with them, the OpenAPI document
 * shows them, and the web derives its types from them (`z.infer`), so the three never disagree.
 */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), success: z.boolean(), data, msg: z.string() });

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });

/** Every refusal: the status again as `code`, the Chinese message, and the stable reason (`receipt.not_signer`). */
export const refusalEnvelope = z
  .object({
    code: z.number().int(),
    success: z.literal(false),
    data: z.null(),
    msg: z.string(),
    reason: z.string().meta({ description: '稳定的拒绝原因代码，见文档的 x-refusals 列表' }),
  })
  .meta({ id: 'Refusal' });

/** Shapes that recur in answers. */
export const idString = z.string().meta({ description: '记录 id（数字字符串）' });
/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (API.md), or null when the time is not set. */
export const dateTimeText = z.string().nullable();
/** A money or weight figure as the database keeps it (numeric as a decimal string). */
export const decimalText = z.string();
/** A file link for <img src> or a download (a signed, expiring URL). */
export const linkText = z.string();

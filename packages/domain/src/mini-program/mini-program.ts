import { z } from 'zod';
import { lifetimeLabel, QR_LIFETIMES } from '../receipt/batch';
import { BussType, batchSignMessages, receiptMessages } from '../receipt/status';
import { defineRefusals } from '../shared/errors';
import { lineText } from '../shared/text';

/**
 * QR signing with the mini-program (spec 1 §4, spec 2 §4, spec 3 §4 and §9): the refusals of its calls and the
 * answers of the dialog's and the phone page's calls.
 */
export const miniProgramRefusals = defineRefusals('mini_program', {
  /** An unknown token, or another user's code: the two answer alike. */
  qrNotFound: [404, receiptMessages.qrNotFound],
  /** The phone confirmed or cancelled a code no longer waiting (expired, cancelled, used). */
  qrExpired: [400, batchSignMessages.qrExpired],
});

/** What a token looks like (anything else is refused before touching the database). */
export const QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

export const BUSS_TYPES: readonly number[] = Object.values(BussType);

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------
/** What the code requests refuse (their reasons: input-refusals.ts). */
export const miniProgramInputMessages = {
  tokenRequired: '请提供二维码',
  bussIdRequired: '请提供业务编号',
  bussIdTooLong: '业务编号过长',
  bussTypeUnknown: '业务类型错误',
  lifetimeUnknown: `有效期只能是${QR_LIFETIMES.map(lifetimeLabel).join('、')}`,
  businessRequired: '请提供业务编号和业务类型',
} as const;
const m = miniProgramInputMessages;

const qrToken = z.string({ error: m.tokenRequired }).trim().regex(QR_TOKEN_PATTERN, receiptMessages.qrNotFound);
const bussId = lineText('业务编号', { error: m.bussIdRequired })
  .trim()
  .min(1, m.bussIdRequired)
  .max(64, m.bussIdTooLong);
const bussType = z.coerce
  .number({ error: '业务类型必须是数字' })
  .int('业务类型必须是整数')
  .refine((v) => BUSS_TYPES.includes(v), m.bussTypeUnknown);
const lifetimeMs = z.coerce
  .number({ error: '有效期必须是数字' })
  .refine((v) => QR_LIFETIMES.includes(v), m.lifetimeUnknown)
  .optional();

/** GET wx/wxQrCodeForMiniProgram: the business the code signs for, and how long it lives. */
export const miniProgramQrQuery = z.object({ bussId, bussType, lifetimeMs });

/** GET wx/wxQrCodeToRefreshFlag: by the code's token, or the latest code of a business. */
export const qrFlagQuery = z
  .object({ token: qrToken.optional(), bussId: bussId.optional(), bussType: bussType.optional() })
  .refine((q) => q.token !== undefined || (q.bussId !== undefined && q.bussType !== undefined), m.businessRequired);

/** GET wx/qrData and POST wx/cancelQrCode: the code's token. */
export const qrTokenInput = z.object({ token: qrToken });

/** The phone page sends its token as t (query, JSON or form body). */
export const phoneScanInput = z.object({ t: qrToken });

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------
/** The flag (ScanFlag) and QR sign status (QrSignStatus) of a session as the dialog and the phone read them. */
export const qrSessionState = z.object({ flag: z.number().int(), status: z.number().int() });

/** GET wx/wxQrCodeForMiniProgram: a new code (a data: URL image), what it opens, and when it expires (ms). */
export const miniProgramQrCode = z.object({
  token: z.string(),
  qrCodeUrl: z.string(),
  scanUrl: z.string(),
  expireTime: z.number().int(),
  lifetimeMs: z.number().int(),
});
export type MiniProgramQrCode = z.infer<typeof miniProgramQrCode>;

/** GET wx/qrData: the session's state with its code again. */
export const qrSessionData = qrSessionState.extend({ qrCodeUrl: z.string(), expireTime: z.number().int() });

/** GET /api/kc-mini/scan: what the phone page shows (what is being signed, by whom, how many receipts). */
export const scanSessionView = qrSessionState.extend({
  bussType: z.number().int(),
  bussTypeName: z.string(),
  enterpriseName: z.string(),
  userName: z.string(),
  count: z.number().int(),
  expireTime: z.number().int(),
});
export type ScanSessionView = z.infer<typeof scanSessionView>;

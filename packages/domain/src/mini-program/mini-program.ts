import { z } from 'zod';
import { batchSignMessages, receiptMessages } from '../receipt/status';
import { defineRefusals } from '../shared/errors';

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

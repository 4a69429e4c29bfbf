import { z } from 'zod';
import { defineRoute } from '../shared/route';
import {
  miniProgramQrCode,
  miniProgramQrQuery,
  phoneScanInput,
  qrFlagQuery,
  qrSessionData,
  qrSessionState,
  qrTokenInput,
  scanSessionView,
} from './mini-program';

const WX = '/api/kc-flrk/wx';
const MINI = '/api/kc-mini';

/**
 * QR signing with the mini-program (spec 1 §4, spec 2 §4, spec 3 §4 and §9): the logged-in user's codes and their
 * flags, and the public phone page's calls. Served by the server's mini-program module, called by the web's
 * batch-sign module.
 */
export const miniProgramRoutes = {
  qrCode: defineRoute({
    method: 'GET',
    path: `${WX}/wxQrCodeForMiniProgram`,
    query: miniProgramQrQuery,
    answer: miniProgramQrCode,
  }),
  /** 0 not scanned, 1 scanned, 2 confirmed, 3 cancelled or expired (ScanFlag). */
  scanFlag: defineRoute({
    method: 'GET',
    path: `${WX}/wxQrCodeToRefreshFlag`,
    query: qrFlagQuery,
    answer: z.number().int(),
  }),
  qrData: defineRoute({ method: 'GET', path: `${WX}/qrData`, query: qrTokenInput, answer: qrSessionData }),
  cancelQr: defineRoute({ method: 'POST', path: `${WX}/cancelQrCode`, body: qrTokenInput, answer: qrSessionState }),
  /** The phone page (public; the token is the credential). */
  scan: defineRoute({ method: 'GET', path: `${MINI}/scan`, query: phoneScanInput, answer: scanSessionView }),
  scanConfirm: defineRoute({
    method: 'POST',
    path: `${MINI}/scan/confirm`,
    body: phoneScanInput,
    answer: qrSessionState,
  }),
  scanCancel: defineRoute({
    method: 'POST',
    path: `${MINI}/scan/cancel`,
    body: phoneScanInput,
    answer: qrSessionState,
  }),
} as const;

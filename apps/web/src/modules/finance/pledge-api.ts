import type { pledgeQrData, pledgeSignProgress, pledgeSignQr } from '@kc/domain/finance/finance';
import { pledgeRoutes as routes } from '@kc/domain/finance/pledge-routes';
import type { z } from 'zod';
import { call } from '../../app/api-client';
import type { QrCode } from '../../components/qr-sign-dialog';

/** QR data of one pledge seal (five minutes), the status a poll answers and a pledge batch's progress. */
export type PledgeSignQr = z.infer<typeof pledgeSignQr> & QrCode;
export type PledgeQrData = z.infer<typeof pledgeQrData>;
export type PledgeSignProgress = z.infer<typeof pledgeSignProgress>;

/**
 * The pledge notices' seals (spec 2 §4 QR signing dialog, Batch signing of pledge receipts; §7 Pledge and
 * financing): one receipt through its own five-minute code, or the application's receipts as a batch after the
 * mini-program scan (type 0 the owner, 1 the warehouse).
 */
export const pledgeApi = {
  /** id: the financing receipt row (or the billId of a live row). */
  sealQr: (id: string, type: number): Promise<PledgeSignQr> =>
    call(type === 0 ? routes.shipperQrSeal : routes.warehouseQrSeal, { id }),
  /** Quiet: a failed poll is tried again at the next tick. */
  qrData: (token: string) => call(routes.qrData, { token }, { silent: true }),
  /** The batch started, or data 205 (silent signing off). */
  batchSign: (body: { type: number; applyId: string; token?: string }) => call(routes.batchSign, body),
  progress: (applyId: string, type: number) => call(routes.progress, { applyId, type }, { silent: true }),
};

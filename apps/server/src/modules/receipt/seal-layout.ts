import type { SignerRole } from '@kc/domain/receipt/status';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import type { SealPlacement } from '../../providers/esign/port';

/**
 * Receipts generated before the document layer were drawn by hand on one A4 page (595 × 842 pt) with three seal
 * boxes of 110 pt side by side at y = 90 and record no places: their seals still go there.
 */
const LEGACY_SEAL_X: Record<SignerRole, number> = { warehouse: 70, shipper: 243, platform: 416 };

/**
 * Where a party's seal goes on this receipt: the place its layout reported, which the document layer recorded
 * in the PDF (read from the current file, so a layout that moved the seals to another page is followed).
 */
export const sealPlacementFor = async (pdf: Uint8Array, role: SignerRole): Promise<SealPlacement[]> => {
  const place = (await sealPlacesOf(pdf))[role];
  return [place ?? { page: 0, x: LEGACY_SEAL_X[role], y: 90, size: 110 }];
};

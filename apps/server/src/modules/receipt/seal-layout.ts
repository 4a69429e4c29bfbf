import type { SignerRole } from '@kc/domain/receipt/status';
import type { SealPlacement } from '../../providers/esign/port';

/**
 * Where each party's seal goes on the one-page A4 receipt (595 × 842 pt, origin bottom-left): three boxes
 * side by side above the footer, the party's name printed above each (receipt-pdf.ts leaves them blank).
 */
export const RECEIPT_PAGE = { width: 595, height: 842 } as const;
export const SEAL_SIZE = 110;
export const SEAL_Y = 90;
const SEAL_X: Record<SignerRole, number> = { warehouse: 70, shipper: 243, platform: 416 };

export const sealPlacementFor = (role: SignerRole): SealPlacement[] => [
  { page: 0, x: SEAL_X[role], y: SEAL_Y, size: SEAL_SIZE },
];

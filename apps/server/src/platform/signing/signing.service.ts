import type { EsignPort, PersonSignRequest, SealPlacement } from '../../providers/esign/port';
import { sha256Hex } from '../pdf/pdf-sign';

/**
 * The one service every module seals a document with (receipts, contracts, pledges, releases, agreements;
 * ARCHITECTURE "Signing"): the e-sign provider stamps the account's seal at each placement and signs with the
 * account's certificate; the answer carries the SHA-256 the module stores next to the file.
 */
export type SignDocumentInput = {
  /** the e-sign account (esignAccountId) of the enterprise or person sealing */
  accountId: string;
  pdf: Uint8Array;
  placements: SealPlacement[];
  /** written into the signature, e.g. '仓储企业签章' */
  reason: string;
};

export type SigningService = {
  signDocument: (input: SignDocumentInput) => Promise<{ pdf: Uint8Array; sha256: string }>;
  /** A person's own signature (a borrower's credit consent), after the caller's SMS willingness check. */
  signAsPerson: (input: PersonSignRequest) => Promise<{ pdf: Uint8Array; sha256: string }>;
};

export const createSigningService = (deps: { esign: EsignPort }): SigningService => ({
  signDocument: async ({ accountId, pdf, placements, reason }) => {
    const signed = await deps.esign.signPdf({ accountId, pdf, placements, reason });
    return { pdf: signed, sha256: sha256Hex(signed) };
  },
  signAsPerson: async (input) => {
    const signed = await deps.esign.signPdfAsPerson(input);
    return { pdf: signed, sha256: sha256Hex(signed) };
  },
});

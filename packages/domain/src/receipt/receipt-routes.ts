import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute } from '../shared/route';
import {
  receiptDetail,
  receiptListQuery,
  receiptPartyFile,
  receiptRecord,
  receiptVerification,
  receiptVerifyQuery,
} from './receipt';

const BASE = '/api/kc-flrk/ple/bill';

/**
 * Receipts (仓单, ple/bill): the list, the detail, and the public verification page the PDF's QR code opens.
 * Served by the server's receipt module, called by the web's. Signing them is batch-sign-routes.ts.
 */
export const receiptRoutes = {
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: receiptListQuery, answer: pageOf(receiptRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: receiptDetail }),
  /** Public: what anyone holding the QR code may see. */
  verify: defineRoute({
    method: 'GET',
    path: `${BASE}/verify`,
    query: receiptVerifyQuery,
    answer: receiptVerification,
  }),
  /**
   * A file route, not the envelope: answers the public verification document's bytes (application/pdf, the
   * schema pdfDocument). The server registers it without serveRoute and the web opens its path as a link, so its
   * answer here is z.unknown().
   */
  verifyFile: defineRoute({
    method: 'GET',
    path: `${BASE}/verifyFile`,
    query: receiptVerifyQuery,
    answer: z.unknown(),
  }),
  /** The receipt itself, for a logged-in party: a signed link to its current PDF. */
  verifyFullFile: defineRoute({
    method: 'GET',
    path: `${BASE}/verifyFullFile`,
    query: receiptVerifyQuery,
    answer: receiptPartyFile,
  }),
} as const;

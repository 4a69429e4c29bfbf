import { pageOf } from '../shared/envelope';
import { defineRoute } from '../shared/route';
import {
  batchProgress,
  batchSignInput,
  batchStartAnswer,
  disassembleBatchSignQuery,
  goodsBatchSignQuery,
  searchSignStatusQuery,
  signBillListQuery,
  signBillRecord,
  signOneAnswer,
  signOneInput,
  signRoleInfo,
} from './batch';

const FLRK = '/api/kc-flrk';
const BILL = `${FLRK}/ple/bill`;
/** A batch start takes its origin in the query or the body (the body wins where both name a field). */
const batchBody = batchSignInput.nullish();

/**
 * Receipt signing (spec 3 §2, §4, §7): the user's sign role, one receipt, the batch-sign screens' list, batch
 * starts and their progress. Served by the server's batch-sign module, called by the web's receipt and batch-sign
 * modules.
 */
export const batchSignRoutes = {
  signRole: defineRoute({ method: 'GET', path: `${BILL}/signRole`, answer: signRoleInfo }),
  sign: defineRoute({ method: 'POST', path: `${BILL}/sign`, body: signOneInput, answer: signOneAnswer }),
  signBillList: defineRoute({
    method: 'GET',
    path: `${BILL}/signBillList`,
    query: signBillListQuery,
    answer: pageOf(signBillRecord),
  }),
  /** spec 3 §7: the WMS split's receipts (disassembleId, source=2, status_equal): the same list. */
  disassembleSignBillList: defineRoute({
    method: 'GET',
    path: `${FLRK}/billDisassemble/signBillList`,
    query: signBillListQuery,
    answer: pageOf(signBillRecord),
  }),
  /** data 205 (AUTO_SIGN_OFF) when the signer's enterprise has silent signing off. */
  batchSign: defineRoute({
    method: 'POST',
    path: `${BILL}/batchSign`,
    query: batchSignInput,
    body: batchBody,
    answer: batchStartAnswer,
  }),
  goodsBatchSign: defineRoute({
    method: 'POST',
    path: `${BILL}/billBatchSgin`,
    query: goodsBatchSignQuery,
    body: batchBody,
    answer: batchStartAnswer,
  }),
  disassembleBatchSign: defineRoute({
    method: 'POST',
    path: `${FLRK}/billDisassemble/billsBatchSgin`,
    query: disassembleBatchSignQuery,
    body: batchBody,
    answer: batchStartAnswer,
  }),
  /** null when the business has no batch yet. */
  progress: defineRoute({
    method: 'GET',
    path: `${BILL}/searchSignStatus`,
    query: searchSignStatusQuery,
    answer: batchProgress.nullable(),
  }),
} as const;

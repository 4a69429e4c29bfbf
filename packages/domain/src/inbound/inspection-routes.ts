import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import { inboundMoveAnswer, inspectionDetail, inspectionRecord } from './answers';
import { inspectionSubmitBody } from './inspection';

const BASE = '/api/kc-flrk/ple/test';

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);

const inspectionListQuery = pageQuery.extend({
  inputCode: z.preprocess(blankToUndefined, lineText('入库单号').trim().max(50).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});

/** Inspection (公检, ple/test) of inbound orders: served by the server's inbound module, called by the web's. */
export const inspectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: `${BASE}/list`,
    query: inspectionListQuery,
    answer: pageOf(inspectionRecord),
  }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: inspectionDetail }),
  /** Saving keeps the inspection at 10, finishing moves it to 1: the answer names which. */
  submit: defineRoute({
    method: 'POST',
    path: `${BASE}/submit`,
    body: inspectionSubmitBody,
    answer: inboundMoveAnswer,
  }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
} as const;

import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  contractListing,
  demandRecord,
  frontListing,
  listableReceipt,
  listingRecord,
  tradeMoveAnswer,
} from './answers';
import { demandIdBody, demandSaveBody } from './demand';
import { listingAuditBody, listingIdBody, listingSaveBody } from './listing';

const GOODS = '/api/kc-flrk/trade/goods';
const DEMAND = '/api/kc-flrk/trade/demand';

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());
const listingNameFilter = z.preprocess(blankToUndefined, lineText('货物名称').trim().max(100).optional());

/** trade/goods/page: the listings by name, category and audit status. */
export const listingPageQuery = pageQuery.extend({
  name: listingNameFilter,
  materialId: optionalId,
  auditStatus: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});
/** trade/goods/front: the listings on the shelf by name and category. */
export const frontListingQuery = pageQuery.extend({ name: listingNameFilter, materialId: optionalId });
/** trade/goods/listForContract: the caller's own enterprise's listings of a category. */
export const contractListingQuery = z.object({
  enterpriseId: idField,
  materialId: optionalId,
  name: listingNameFilter,
});
/** trade/goods/myReceipts: the receipts a listing may hold (its own included when goodsId is given). */
export const listableReceiptQuery = z.object({ materialId: optionalId, goodsId: optionalId });

/** trade/demand/page: the demands by name, category and status. */
export const demandPageQuery = pageQuery.extend({
  name: z.preprocess(blankToUndefined, lineText('求购名称').trim().max(100).optional()),
  materialId: optionalId,
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});

/** Listed goods (上架货物, trade/goods): served by the server's trade module, called by the web's. */
export const listingRoutes = {
  page: defineRoute({ method: 'GET', path: `${GOODS}/page`, query: listingPageQuery, answer: pageOf(listingRecord) }),
  detail: defineRoute({ method: 'GET', path: `${GOODS}/detail`, query: idQuery, answer: listingRecord }),
  save: defineRoute({ method: 'POST', path: `${GOODS}/save`, body: listingSaveBody, answer: tradeMoveAnswer }),
  remove: defineRoute({ method: 'POST', path: `${GOODS}/remove`, ...idsInput, answer: z.literal(true) }),
  audit: defineRoute({ method: 'POST', path: `${GOODS}/audit`, body: listingAuditBody, answer: tradeMoveAnswer }),
  offShelf: defineRoute({ method: 'POST', path: `${GOODS}/offShelf`, body: listingIdBody, answer: tradeMoveAnswer }),
  front: defineRoute({ method: 'GET', path: `${GOODS}/front`, query: frontListingQuery, answer: pageOf(frontListing) }),
  listForContract: defineRoute({
    method: 'GET',
    path: `${GOODS}/listForContract`,
    query: contractListingQuery,
    answer: z.array(contractListing),
  }),
  myReceipts: defineRoute({
    method: 'GET',
    path: `${GOODS}/myReceipts`,
    query: listableReceiptQuery,
    answer: z.array(listableReceipt),
  }),
} as const;

/** Buyers' demands (求购信息, trade/demand): served by the server's trade module, called by the web's. */
export const demandRoutes = {
  page: defineRoute({ method: 'GET', path: `${DEMAND}/page`, query: demandPageQuery, answer: pageOf(demandRecord) }),
  detail: defineRoute({ method: 'GET', path: `${DEMAND}/detail`, query: idQuery, answer: demandRecord }),
  save: defineRoute({ method: 'POST', path: `${DEMAND}/save`, body: demandSaveBody, answer: tradeMoveAnswer }),
  close: defineRoute({ method: 'POST', path: `${DEMAND}/close`, body: demandIdBody, answer: tradeMoveAnswer }),
  remove: defineRoute({ method: 'POST', path: `${DEMAND}/remove`, ...idsInput, answer: z.literal(true) }),
} as const;

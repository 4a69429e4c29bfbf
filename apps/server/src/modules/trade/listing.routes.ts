import { envelopeOf, idField, idQuery, lineText, ok, pageOf, pageQuery } from '@kc/domain';
import {
  contractListing,
  frontListing,
  listableReceipt,
  listingRecord,
  tradeMoveAnswer,
} from '@kc/domain/trade/answers';
import { ListingStatus, listingAuditBody, listingIdBody, listingSaveBody } from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { receiptsInEffectOf } from '../receipt';
import { auditListing } from './audit-listing';
import {
  contractListings,
  findVisibleListing,
  heldReceiptIds,
  listingDetail,
  pageFrontListings,
  pageListings,
} from './listing.repo';
import { offShelfListing } from './off-shelf-listing';
import { removeListings } from './remove-listings';
import { saveListing } from './save-listing';

const tags = ['上架货物'];
const access = { perm: ['trade_goods'] };

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());
const nameFilter = z.preprocess(blankToUndefined, lineText('货物名称').trim().max(100).optional());

const pageFilter = pageQuery.extend({
  name: nameFilter,
  materialId: optionalId,
  auditStatus: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});
const frontFilter = pageQuery.extend({ name: nameFilter, materialId: optionalId });
const contractQuery = z.object({ enterpriseId: idField, materialId: optionalId, name: nameFilter });
const receiptsQuery = z.object({ materialId: optionalId, goodsId: optionalId });

/** Listed goods (上架货物, trade/goods): the supplier's listings, the platform's audit, the shelf. */
export const listingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/kc-flrk/trade/goods';

    app.get(
      `${base}/page`,
      {
        config: { access },
        schema: {
          tags,
          summary: '上架货物分页（供方看自己的，平台看全部）',
          querystring: pageFilter,
          response: { 200: envelopeOf(pageOf(listingRecord)) },
        },
      },
      async (request) => ok(await pageListings(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '上架货物详情（供方、平台，或已上架的任何人）',
          querystring: idQuery,
          response: { 200: envelopeOf(listingRecord) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        return ok(await listingDetail(ctx.db, p, await findVisibleListing(ctx.db, p, request.query.id)));
      },
    );

    app.post(
      `${base}/save`,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改上架货物（待审核或审核驳回时），提交平台审核',
          body: listingSaveBody,
          response: { 200: envelopeOf(tradeMoveAnswer) },
        },
      },
      // Saving always leaves the listing waiting for the platform's audit (listingMachine: edit, resubmit).
      async (request) =>
        ok({ id: await saveListing(ctx, principalOf(request), request.body), status: ListingStatus.awaitingAudit }),
    );

    app.post(
      `${base}/remove`,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除本企业待审核、驳回或已下架的上架货物',
          ...idsSchema,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await removeListings(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );

    app.post(
      `${base}/audit`,
      {
        config: { access },
        schema: {
          tags,
          summary: '平台审核上架货物：2 通过（上架），3 驳回（须填写审核意见）；返回货物 id 及其新状态',
          body: listingAuditBody,
          response: { 200: envelopeOf(tradeMoveAnswer) },
        },
      },
      async (request) => ok(await auditListing(ctx, principalOf(request), request.body)),
    );

    app.post(
      `${base}/offShelf`,
      {
        config: { access },
        schema: {
          tags,
          summary: '下架本企业已上架的货物；返回货物 id 及其新状态',
          body: listingIdBody,
          response: { 200: envelopeOf(tradeMoveAnswer) },
        },
      },
      async (request) => ok(await offShelfListing(ctx, principalOf(request), request.body.id)),
    );

    app.get(
      `${base}/front`,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '前台货物：已上架的货物（按类别、名称）',
          querystring: frontFilter,
          response: { 200: envelopeOf(pageOf(frontListing)) },
        },
      },
      async (request) => ok(await pageFrontListings(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${base}/listForContract`,
      {
        config: { access: { perm: ['trade_goods', 'contract_list', 'contract_manage'] } },
        schema: {
          tags,
          summary: '合同第二步：本企业已上架的货物',
          querystring: contractQuery,
          response: { 200: envelopeOf(z.array(contractListing)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        if (!p.postId || q.enterpriseId !== p.postId) throw refuse.notOwnEnterprise();
        return ok(await contractListings(ctx.db, p.tenantId, p.postId, q));
      },
    );

    app.get(
      `${base}/myReceipts`,
      {
        config: { access },
        schema: {
          tags,
          summary: '可上架的本企业已生效仓单（未被其他上架货物占用）',
          querystring: receiptsQuery,
          response: { 200: envelopeOf(z.array(listableReceipt)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        if (!p.postId) return ok([]);
        const bills = await receiptsInEffectOf(ctx.db, p.tenantId, p.postId, { materialId: request.query.materialId });
        const held = await heldReceiptIds(
          ctx.db,
          bills.map((b) => b.id),
          request.query.goodsId,
        );
        return ok(
          bills
            .filter((b) => !held.has(b.id))
            .map((b) => ({
              ...b,
              attrs: b.attrs.map(({ attrCode, attrName, value }) => ({ attrCode, attrName, value })),
            })),
        );
      },
    );
  };

import { ok } from '@kc/domain';
import { ListingStatus } from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { listingRoutes as routes } from '@kc/domain/trade/trade-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
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

/** Listed goods (上架货物, trade/goods): the supplier's listings, the platform's audit, the shelf. */
export const listingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.page,
      {
        config: { access },
        schema: {
          tags,
          summary: '上架货物分页（供方看自己的，平台看全部）',
        },
      },
      async (request) => ok(await pageListings(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '上架货物详情（供方、平台，或已上架的任何人）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        return ok(await listingDetail(ctx.db, p, await findVisibleListing(ctx.db, p, request.query.id)));
      },
    );

    serveRoute(
      app,
      routes.save,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改上架货物（待审核或审核驳回时），提交平台审核',
        },
      },
      // Saving always leaves the listing waiting for the platform's audit (listingMachine: edit, resubmit).
      async (request) =>
        ok({ id: await saveListing(ctx, principalOf(request), request.body), status: ListingStatus.awaitingAudit }),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除本企业待审核、驳回或已下架的上架货物',
        },
      },
      async (request) => {
        await removeListings(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.audit,
      {
        config: { access },
        schema: {
          tags,
          summary: '平台审核上架货物：2 通过（上架），3 驳回（须填写审核意见）；返回货物 id 及其新状态',
        },
      },
      async (request) => ok(await auditListing(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.offShelf,
      {
        config: { access },
        schema: {
          tags,
          summary: '下架本企业已上架的货物；返回货物 id 及其新状态',
        },
      },
      async (request) => ok(await offShelfListing(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.front,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '前台货物：已上架的货物（按类别、名称）',
        },
      },
      async (request) => ok(await pageFrontListings(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.listForContract,
      {
        config: { access: { perm: ['trade_goods', 'contract_list', 'contract_manage'] } },
        schema: {
          tags,
          summary: '合同第二步：本企业已上架的货物',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        if (!p.postId || q.enterpriseId !== p.postId) throw refuse.notOwnEnterprise();
        return ok(await contractListings(ctx.db, p.tenantId, p.postId, q));
      },
    );

    serveRoute(
      app,
      routes.myReceipts,
      {
        config: { access },
        schema: {
          tags,
          summary: '可上架的本企业已生效仓单（未被其他上架货物占用）',
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

import { ok } from '@kc/domain';
import { DemandStatus } from '@kc/domain/trade/demand';
import { demandRoutes as routes } from '@kc/domain/trade/trade-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { closeDemand } from './close-demand';
import { demandDetail, findVisibleDemand, pageDemands } from './demand.repo';
import { removeDemands } from './remove-demands';
import { saveDemand } from './save-demand';

const tags = ['求购信息'];
const access = { perm: ['trade_demand'] };

/** Buyers' demands (求购信息, trade/demand): the buyer posts and closes; suppliers and the platform read open ones. */
export const demandRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.page,
      {
        config: { access },
        schema: {
          tags,
          summary: '求购信息分页（买方看自己的，其他人看发布中的）',
        },
      },
      async (request) => ok(await pageDemands(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: { tags, summary: '求购信息详情' },
      },
      async (request) => {
        const p = principalOf(request);
        return ok(await demandDetail(ctx.db, p, await findVisibleDemand(ctx.db, p, request.query.id)));
      },
    );

    serveRoute(
      app,
      routes.save,
      {
        config: { access },
        schema: {
          tags,
          summary: '发布或修改（发布中时）求购信息',
        },
      },
      // Publishing or editing leaves the demand open (demandMachine: edit).
      async (request) =>
        ok({ id: await saveDemand(ctx, principalOf(request), request.body), status: DemandStatus.open }),
    );

    serveRoute(
      app,
      routes.close,
      {
        config: { access },
        schema: {
          tags,
          summary: '关闭本企业发布中的求购信息；返回求购 id 及其新状态',
        },
      },
      async (request) => ok(await closeDemand(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: { tags, summary: '删除本企业的求购信息' },
      },
      async (request) => {
        await removeDemands(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );
  };

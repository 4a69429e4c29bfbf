import { envelopeOf, idField, idQuery, lineText, ok, pageOf, pageQuery } from '@kc/domain';
import { demandRecord, tradeMoveAnswer } from '@kc/domain/trade/answers';
import { DemandStatus, demandIdBody, demandSaveBody } from '@kc/domain/trade/demand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { closeDemand } from './close-demand';
import { demandDetail, findVisibleDemand, pageDemands } from './demand.repo';
import { removeDemands } from './remove-demands';
import { saveDemand } from './save-demand';

const tags = ['求购信息'];
const access = { perm: ['trade_demand'] };

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);

const pageFilter = pageQuery.extend({
  name: z.preprocess(blankToUndefined, lineText('求购名称').trim().max(100).optional()),
  materialId: z.preprocess(blankToUndefined, idField.optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});

/** Buyers' demands (求购信息, trade/demand): the buyer posts and closes; suppliers and the platform read open ones. */
export const demandRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/kc-flrk/trade/demand';

    app.get(
      `${base}/page`,
      {
        config: { access },
        schema: {
          tags,
          summary: '求购信息分页（买方看自己的，其他人看发布中的）',
          querystring: pageFilter,
          response: { 200: envelopeOf(pageOf(demandRecord)) },
        },
      },
      async (request) => ok(await pageDemands(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { access },
        schema: { tags, summary: '求购信息详情', querystring: idQuery, response: { 200: envelopeOf(demandRecord) } },
      },
      async (request) => {
        const p = principalOf(request);
        return ok(await demandDetail(ctx.db, p, await findVisibleDemand(ctx.db, p, request.query.id)));
      },
    );

    app.post(
      `${base}/save`,
      {
        config: { access },
        schema: {
          tags,
          summary: '发布或修改（发布中时）求购信息',
          body: demandSaveBody,
          response: { 200: envelopeOf(tradeMoveAnswer) },
        },
      },
      // Publishing or editing leaves the demand open (demandMachine: edit).
      async (request) =>
        ok({ id: await saveDemand(ctx, principalOf(request), request.body), status: DemandStatus.open }),
    );

    app.post(
      `${base}/close`,
      {
        config: { access },
        schema: {
          tags,
          summary: '关闭本企业发布中的求购信息；返回求购 id 及其新状态',
          body: demandIdBody,
          response: { 200: envelopeOf(tradeMoveAnswer) },
        },
      },
      async (request) => ok(await closeDemand(ctx, principalOf(request), request.body.id)),
    );

    app.post(
      `${base}/remove`,
      {
        config: { access },
        schema: { tags, summary: '删除本企业的求购信息', ...idsSchema, response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        await removeDemands(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );
  };

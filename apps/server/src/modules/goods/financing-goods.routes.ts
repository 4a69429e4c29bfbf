import {
  accessRefusals,
  envelopeOf,
  idField,
  idQuery,
  idString,
  offsetOf,
  ok,
  pageOf,
  pageQuery,
  toPage,
} from '@kc/domain';
import { financingGoodsDetail, financingGoodsRecord } from '@kc/domain/goods/answers';
import { financingGoodsForm } from '@kc/domain/goods/financing';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { assertOwnBank, keepsCatalogue, ownBankCondition } from './catalogue-access';
import { coveringMaterial, goodsQuery, goodsWhere, toDetailRows, toListRows } from './financing-goods.repo';
import { financingGoods as goods, financingGoodsAttr as goodsAttr } from './goods.table';
import { saveFinancingGoods } from './save-financing-goods';

const tags = ['融资货物'];
const access = { perm: ['basematerial'] };
const optionalId = z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional());

/** A bank's financing goods (融资货物, spec 1 §3) and the categories each covers. */
export const financingGoodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/kc-flrk/financingGoods/list',
      {
        config: { access },
        schema: {
          tags,
          summary: '融资货物分页',
          querystring: pageQuery.extend({ bankEnterpriseId: optionalId, materialId: optionalId }),
          response: { 200: envelopeOf(pageOf(financingGoodsRecord)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        if (q.bankEnterpriseId) assertOwnBank(p, q.bankEnterpriseId);
        const where = and(
          q.bankEnterpriseId ? eq(goods.bankEnterpriseId, q.bankEnterpriseId) : undefined,
          q.materialId ? coveringMaterial(ctx.db, q.materialId) : undefined,
          ownBankCondition(p, goods.bankEnterpriseId),
        );
        const [rows, [total]] = await Promise.all([
          goodsQuery(ctx.db, p.tenantId, where).limit(q.size).offset(offsetOf(q)),
          ctx.db.select({ n: count() }).from(goods).where(goodsWhere(p.tenantId, where)),
        ]);
        return ok(toPage(await toListRows(ctx.db, rows), total?.n ?? 0, q.current, q.size));
      },
    );

    app.get(
      '/api/kc-flrk/financingGoods/detail',
      {
        config: { access },
        schema: {
          tags,
          summary: '融资货物详情（含所含类别）',
          querystring: idQuery,
          response: { 200: envelopeOf(financingGoodsDetail) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const where = and(eq(goods.id, request.query.id), ownBankCondition(p, goods.bankEnterpriseId));
        const [row] = await toDetailRows(ctx.db, await goodsQuery(ctx.db, p.tenantId, where).limit(1));
        if (!row) throw accessRefusals.notFound();
        return ok(row);
      },
    );

    app.post(
      '/api/kc-flrk/financingGoods/submit',
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改融资货物',
          body: financingGoodsForm,
          response: { 200: envelopeOf(idString) },
        },
      },
      async (request) => ok(await saveFinancingGoods(ctx.db, principalOf(request), request.body)),
    );

    app.post(
      '/api/kc-flrk/financingGoods/remove',
      {
        config: { access },
        schema: { tags, summary: '删除融资货物', ...idsSchema, response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        await ctx.db.transaction(async (tx) => {
          const rows = await tx
            .select({ id: goods.id })
            .from(goods)
            .where(goodsWhere(p.tenantId, and(inArray(goods.id, ids), ownBankCondition(p, goods.bankEnterpriseId))));
          if (rows.length !== ids.length) throw accessRefusals.notFound();
          const stamp = { isDeleted: 1, ...updatedBy(p) };
          await tx.update(goods).set(stamp).where(inArray(goods.id, ids));
          await tx.update(goodsAttr).set(stamp).where(inArray(goodsAttr.financingGoodsId, ids));
        });
        return ok(true);
      },
    );

    app.get(
      '/api/kc-flrk/baseBankInfo/getListByEnterpriseId',
      {
        config: { access },
        schema: {
          tags,
          summary: '一家金融机构的融资货物（含所含类别）',
          querystring: z.object({ enterpriseId: optionalId }),
          response: { 200: envelopeOf(z.array(financingGoodsDetail)) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const bankId = request.query.enterpriseId ?? (keepsCatalogue(p) ? undefined : p.postId);
        if (!bankId) throw refuse.bankRequired();
        assertOwnBank(p, bankId);
        const rows = await goodsQuery(ctx.db, p.tenantId, eq(goods.bankEnterpriseId, bankId));
        return ok(await toDetailRows(ctx.db, rows));
      },
    );
  };

import { accessRefusals, offsetOf, ok, toPage } from '@kc/domain';
import { financingGoodsRoutes as routes } from '@kc/domain/goods/goods-routes';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { assertOwnBank, keepsCatalogue, ownBankCondition } from './catalogue-access';
import { coveringMaterial, goodsQuery, goodsWhere, toDetailRows, toListRows } from './financing-goods.repo';
import { financingGoods as goods, financingGoodsAttr as goodsAttr } from './goods.table';
import { saveFinancingGoods } from './save-financing-goods';

const tags = ['融资货物'];
const access = { perm: ['basematerial'] };

/** A bank's financing goods (融资货物, spec 1 §3) and the categories each covers. */
export const financingGoodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.list,
      {
        config: { access },
        schema: {
          tags,
          summary: '融资货物分页',
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

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: {
          tags,
          summary: '融资货物详情（含所含类别）',
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

    serveRoute(
      app,
      routes.submit,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改融资货物',
        },
      },
      async (request) => ok(await saveFinancingGoods(ctx.db, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: { tags, summary: '删除融资货物' },
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

    serveRoute(
      app,
      routes.ofBank,
      {
        config: { access },
        schema: {
          tags,
          summary: '一家金融机构的融资货物（含所含类别）',
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

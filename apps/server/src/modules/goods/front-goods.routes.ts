import { accessRefusals, ok } from '@kc/domain';
import { frontGoodsRoutes as routes } from '@kc/domain/goods/goods-routes';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { serveRoute } from '../../platform/http/serve-route';
import { attributesOf, findMaterial, live, toMaterial } from './base-material.repo';
import { categoryGoods } from './category-goods';
import { baseMaterialAttr, goodsAttention } from './goods.table';

const tags = ['前台货物'];
const self = { self: true } as const;

/** The front goods pages: a category's receipt attributes, its goods, and the user's followed categories. */
export const frontGoodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const categoryOf = async (p: Principal, id: string) => {
      const row = await findMaterial(ctx.db, p.tenantId, id);
      if (!row) throw accessRefusals.notFound();
      return row;
    };
    const shown = eq(baseMaterialAttr.isShow, 1);

    serveRoute(
      app,
      routes.attributes,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '类别的仓单属性（isShow 1）',
        },
      },
      async (request) => {
        const row = await categoryOf(principalOf(request), request.query.materialId);
        return ok(await attributesOf(ctx.db, [row.id], shown));
      },
    );

    serveRoute(
      app,
      routes.goodsOfMaterial,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '类别、仓单属性、在库货物与是否已关注',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await categoryOf(p, request.query.materialId);
        const [attrList, goods, [followed]] = await Promise.all([
          attributesOf(ctx.db, [row.id], shown),
          categoryGoods.get()(ctx.db, p.tenantId, row.id),
          ctx.db
            .select({ id: goodsAttention.id })
            .from(goodsAttention)
            .where(
              and(
                eq(goodsAttention.userId, p.userId),
                eq(goodsAttention.materialId, row.id),
                live(goodsAttention.isDeleted),
              ),
            )
            .limit(1),
        ]);
        // The effective time as JSON has always written it (ISO 8601).
        const goodsList = goods.map((g) => ({ ...g, effectiveTime: g.effectiveTime?.toISOString() ?? null }));
        return ok({ material: toMaterial(row), attrList, goodsList, attention: followed != null });
      },
    );

    serveRoute(
      app,
      routes.category,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '类别及其全部属性',
        },
      },
      async (request) => {
        const row = await categoryOf(principalOf(request), request.query.id);
        return ok({ ...toMaterial(row), attrList: await attributesOf(ctx.db, [row.id]) });
      },
    );

    serveRoute(
      app,
      routes.follow,
      {
        config: { access: self },
        schema: { tags, summary: '关注类别' },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await categoryOf(p, request.body.materialId);
        // Following twice keeps one row (unique index on user and category among live rows).
        await ctx.db
          .insert(goodsAttention)
          .values({ tenantId: p.tenantId, userId: p.userId, materialId: row.id, ...createdBy(p) })
          .onConflictDoNothing();
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.unfollow,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '取消关注类别（未关注时同样成功）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        await ctx.db
          .update(goodsAttention)
          .set({ isDeleted: 1, ...updatedBy(p) })
          .where(
            and(
              eq(goodsAttention.userId, p.userId),
              eq(goodsAttention.materialId, request.body.materialId),
              live(goodsAttention.isDeleted),
            ),
          );
        return ok(true);
      },
    );
  };

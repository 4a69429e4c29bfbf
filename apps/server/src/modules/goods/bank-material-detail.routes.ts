import { accessRefusals, offsetOf, ok, toPage } from '@kc/domain';
import { bankMaterialDetailRoutes as routes } from '@kc/domain/goods/goods-routes';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { detailsQuery, findDetail, findDetails } from './bank-material-detail.repo';
import { live } from './base-material.repo';
import { assertOwnBank, keepsCatalogue, ownBankCondition } from './catalogue-access';
import { bankMaterialDetail as detail } from './goods.table';
import { saveBankMaterialDetail } from './save-bank-material-detail';

const tags = ['仓储物类别-金融机构明细'];
const access = { perm: ['basematerial'] };

/** A bank's own name, code, sort and status for each category (materialDetail; spec 1 §3). */
export const bankMaterialDetailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.list,
      {
        config: { access },
        schema: {
          tags,
          summary: '类别的金融机构明细分页',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where = and(
          q.materialId ? eq(detail.materialId, q.materialId) : undefined,
          ownBankCondition(p, detail.bankEnterpriseId),
        );
        const [records, [total]] = await Promise.all([
          detailsQuery(ctx.db, p.tenantId, where).limit(q.size).offset(offsetOf(q)),
          ctx.db
            .select({ n: count() })
            .from(detail)
            .where(and(eq(detail.tenantId, p.tenantId), live(detail.isDeleted), where)),
        ]);
        return ok(toPage(records, total?.n ?? 0, q.current, q.size));
      },
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: {
          tags,
          summary: '金融机构明细详情',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findDetail(
          ctx.db,
          p.tenantId,
          request.query.id,
          ownBankCondition(p, detail.bankEnterpriseId),
        );
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
          summary: '新增或修改金融机构明细',
        },
      },
      async (request) => ok(await saveBankMaterialDetail(ctx.db, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: { tags, summary: '删除金融机构明细' },
      },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        await ctx.db.transaction(async (tx) => {
          const rows = await findDetails(tx, p.tenantId, ids, ownBankCondition(p, detail.bankEnterpriseId));
          if (rows.length !== ids.length) throw accessRefusals.notFound();
          await tx
            .update(detail)
            .set({ isDeleted: 1, ...updatedBy(p) })
            .where(inArray(detail.id, ids));
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
          summary: '一家金融机构的全部类别明细（金融机构用户默认本机构）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const bankId = request.query.bankEnterpriseId ?? (keepsCatalogue(p) ? undefined : p.postId);
        if (!bankId) throw refuse.bankRequired();
        assertOwnBank(p, bankId);
        return ok(await detailsQuery(ctx.db, p.tenantId, eq(detail.bankEnterpriseId, bankId)));
      },
    );

    serveRoute(
      app,
      routes.ofMaterial,
      {
        config: { access },
        schema: {
          tags,
          summary: '一个类别在各金融机构的明细',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const where = and(
          eq(detail.materialId, request.query.materialId),
          ownBankCondition(p, detail.bankEnterpriseId),
        );
        return ok(await detailsQuery(ctx.db, p.tenantId, where));
      },
    );
  };

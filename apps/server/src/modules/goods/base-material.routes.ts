import { accessRefusals, offsetOf, ok, toPage } from '@kc/domain';
import {
  AttrType,
  baseMaterialMessages,
  COMMON_ATTRIBUTES,
  MATERIAL_IN_USE,
  newAttribute,
} from '@kc/domain/goods/base-material';
import { baseMaterialRoutes as routes } from '@kc/domain/goods/goods-routes';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import {
  attributesByMaterial,
  attributesOf,
  findMaterial,
  live,
  materialDetail,
  materialsQuery,
  normalMaterials,
  toMaterial,
} from './base-material.repo';
import { assertKeepsCatalogue } from './catalogue-access';
import { baseMaterial, baseMaterialAttr } from './goods.table';
import { materialsInUse } from './materials-in-use';
import { removeBaseMaterials } from './remove-base-materials';
import { saveBaseMaterial } from './save-base-material';
import { updateMaterialStatus } from './update-material-status';

const tags = ['仓储物类别'];
const access = { perm: ['basematerial'] };
const self = { self: true } as const;

/** Goods categories (spec 1 §3, §5, §8; spec 3 §9): the platform keeps them, every screen reads them. */
export const baseMaterialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.page,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓储物类别分页（排序升序，再按创建时间倒序）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const where = and(
          q.code ? ilike(baseMaterial.code, `%${escapeLike(q.code)}%`) : undefined,
          q.name ? ilike(baseMaterial.name, `%${escapeLike(q.name)}%`) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          materialsQuery(ctx.db, p.tenantId, where).limit(q.size).offset(offsetOf(q)),
          ctx.db
            .select({ n: count() })
            .from(baseMaterial)
            .where(and(eq(baseMaterial.tenantId, p.tenantId), live(baseMaterial.isDeleted), where)),
        ]);
        return ok(toPage(rows.map(toMaterial), total?.n ?? 0, q.current, q.size));
      },
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓储物类别详情（含公共属性与扩展属性）',
        },
      },
      async (request) => {
        const row = await findMaterial(ctx.db, principalOf(request).tenantId, request.query.id);
        if (!row) throw accessRefusals.notFound();
        return ok(await materialDetail(ctx.db, row));
      },
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增或修改仓储物类别',
        },
      },
      async (request) => {
        const p = principalOf(request);
        assertKeepsCatalogue(p);
        return ok(await saveBaseMaterial(ctx.db, p, request.body));
      },
    );

    serveRoute(
      app,
      routes.inUse,
      {
        config: { access },
        schema: {
          tags,
          summary: '类别是否被入库单占用（402 占用，200 未占用）',
        },
      },
      async (request) => {
        const row = await findMaterial(ctx.db, principalOf(request).tenantId, request.query.id);
        if (!row) throw accessRefusals.notFound();
        return ok((await materialsInUse.get()(ctx.db, [row.id])).size > 0 ? MATERIAL_IN_USE : 200);
      },
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除仓储物类别（被入库单占用时 HTTP 200、code 200、data 为 402）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        assertKeepsCatalogue(p);
        const outcome = await removeBaseMaterials(ctx.db, p, idsOf(request));
        // spec 1 §8: a category in use answers code 200 with data 402 and the message; nothing is removed.
        return outcome === 'inUse' ? ok(MATERIAL_IN_USE, baseMaterialMessages.inUse) : ok(true);
      },
    );

    serveRoute(
      app,
      routes.updateStatus,
      {
        config: { access },
        schema: {
          tags,
          summary: '修改仓储物类别状态',
        },
      },
      async (request) => {
        const p = principalOf(request);
        assertKeepsCatalogue(p);
        const { ids, status, reviewerReason } = request.body;
        await updateMaterialStatus(ctx.db, p, ids, status, reviewerReason);
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.listAll,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '正常状态的全部仓储物类别（下拉）',
        },
      },
      async (request) => {
        const rows = await normalMaterials(ctx.db, principalOf(request).tenantId);
        return ok(
          rows.map((r) => ({
            id: r.id,
            code: r.code,
            name: r.name,
            pricingMode: r.pricingMode,
            weightUnit: r.weightUnit,
            numberUnit: r.numberUnit,
            status: r.status,
          })),
        );
      },
    );

    serveRoute(
      app,
      routes.fullAttrList,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '类别的属性（无 materialId 时为新类别的公共属性模板）',
        },
      },
      async (request) => {
        const { materialId, type } = request.query;
        if (!materialId) {
          if (type === AttrType.extra) return ok([]);
          // spec 3 §9: a new category starts from the common attributes with the default flags.
          return ok(COMMON_ATTRIBUTES.map((a, i) => newAttribute(AttrType.common, i + 1, a)));
        }
        const row = await findMaterial(ctx.db, principalOf(request).tenantId, materialId);
        if (!row) throw accessRefusals.notFound();
        const filter = type === undefined ? undefined : eq(baseMaterialAttr.attrType, type);
        return ok(await attributesOf(ctx.db, [row.id], filter));
      },
    );

    serveRoute(
      app,
      routes.forInputOrder,
      {
        config: { access: self },
        schema: {
          tags,
          summary: '入库单可选的类别及其仓储属性',
        },
      },
      async (request) => {
        const rows = await normalMaterials(ctx.db, principalOf(request).tenantId);
        const attrs = await attributesByMaterial(
          ctx.db,
          rows.map((r) => r.id),
          eq(baseMaterialAttr.isStorage, 1),
        );
        return ok(rows.map((r) => ({ ...toMaterial(r), attrList: attrs.get(r.id) ?? [] })));
      },
    );
  };

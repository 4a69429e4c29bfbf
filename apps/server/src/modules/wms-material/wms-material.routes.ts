import { ok } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import {
  wmsMaterialRefusals as refuse,
  WMS_MAPPING_IN_USE,
  type WmsMaterialForm,
  wmsMaterialMessages,
} from '@kc/domain/goods/wms-material';
import { wmsMaterialRoutes as routes } from '@kc/domain/goods/wms-material-routes';
import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { assertEnterpriseApproved, assertOwnEnterpriseApproved } from '../enterprise';
import {
  enterpriseLive,
  findMappings,
  mappingInUse,
  materialExists,
  pageMappings,
  removeMapping,
  takenCode,
  visibleMappings,
  warehouseExists,
} from './wms-material.repo';
import { wmsMaterial } from './wms-material.table';

const tags = ['WMS货物映射'];
const access = { perm: ['external_wms_material'] };

/**
 * spec 3 §6: an enterprise user's (userType 3) own enterprise owns the mapping. Anyone else who is confined to
 * their own warehouse owns it through that warehouse; the platform may name the unit, else the warehouse.
 */
const owningUnit = (p: Principal, form: WmsMaterialForm) => {
  if (p.userType === 3 && p.postId) return p.postId;
  if (!seesAllParties(p)) return form.warehouseId;
  return form.warehouseUnitId ?? form.warehouseId;
};

/** The external warehouse goods mapping (WMS货物映射): WMS codes at a warehouse mapped to storage categories. */
export const wmsMaterialRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.list,
      {
        config: { access },
        schema: {
          tags,
          summary: 'WMS货物映射分页',
        },
      },
      async (request) => ok(await pageMappings(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access },
        schema: {
          tags,
          summary: '新增WMS货物映射（多条货物编码和名称）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const form = request.body;
        if (!seesAllParties(p) && form.warehouseId !== p.postId) throw refuse.notOwnWarehouse();
        await assertOwnEnterpriseApproved(ctx.db, p);
        if (!(await warehouseExists(ctx.db, p.tenantId, form.warehouseId))) throw refuse.warehouseRequired();
        await assertEnterpriseApproved(
          ctx.db,
          p.tenantId,
          form.warehouseId,
          participationMessages.warehouseNotApproved,
        );
        if (!(await materialExists(ctx.db, p.tenantId, form.materialId))) throw refuse.materialRequired();
        const warehouseUnitId = owningUnit(p, form);
        if (warehouseUnitId !== form.warehouseId && !(await enterpriseLive(ctx.db, p.tenantId, warehouseUnitId)))
          throw refuse.unitMissing();
        const codes = form.materialAddList.map((r) => r.externalMaterialId);
        try {
          const ids = await ctx.db.transaction(async (tx) => {
            const taken = await takenCode(tx, form.warehouseId, codes);
            if (taken) throw refuse.codeTaken(taken);
            const rows = await tx
              .insert(wmsMaterial)
              .values(
                form.materialAddList.map((r) => ({
                  tenantId: p.tenantId,
                  warehouseId: form.warehouseId,
                  warehouseUnitId,
                  materialId: form.materialId,
                  externalMaterialId: r.externalMaterialId,
                  wmsMaterialName: r.wmsMaterialName,
                  ...createdBy(p),
                })),
              )
              .returning({ id: wmsMaterial.id });
            return rows.map((r) => r.id);
          });
          return ok(ids);
        } catch (e) {
          // Two submits of one code at once: the loser answers like the check.
          if (!isUniqueViolation(e)) throw e;
          const taken = (await takenCode(ctx.db, form.warehouseId, codes)) ?? codes[0]!;
          throw refuse.codeTaken(taken);
        }
      },
    );

    serveRoute(
      app,
      routes.updateMaterial,
      {
        config: { access },
        schema: {
          tags,
          summary: '将所选WMS货物映射到仓储物',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { materialId } = request.body;
        const ids = [...new Set(request.body.ids)];
        await assertOwnEnterpriseApproved(ctx.db, p);
        if (!(await materialExists(ctx.db, p.tenantId, materialId))) throw refuse.materialRequired();
        await ctx.db.transaction(async (tx) => {
          const rows = await findMappings(tx, p, ids);
          if (rows.length !== ids.length) throw refuse.notFound();
          await tx
            .update(wmsMaterial)
            .set({ materialId, ...updatedBy(p) })
            .where(and(visibleMappings(p), inArray(wmsMaterial.id, ids)));
        });
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除WMS货物映射（被入库单占用时 data 为 402）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const [row] = await findMappings(ctx.db, p, [request.body.id]);
        if (!row) throw refuse.notFound();
        if (await mappingInUse(ctx.db, row)) return ok(WMS_MAPPING_IN_USE, wmsMaterialMessages.inUse);
        await removeMapping(ctx.db, row, updatedBy(p));
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.removeMany,
      {
        config: { access },
        schema: {
          tags,
          summary: '批量删除WMS货物映射（被占用的保留，data 为 402）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const ids = idsOf(request);
        const kept = await ctx.db.transaction(async (tx) => {
          const rows = await findMappings(tx, p, ids);
          if (rows.length !== ids.length) throw refuse.notFound();
          let inUse = 0;
          for (const row of rows) {
            if (await mappingInUse(tx, row)) inUse++;
            else await removeMapping(tx, row, updatedBy(p));
          }
          return inUse;
        });
        return kept ? ok(WMS_MAPPING_IN_USE, wmsMaterialMessages.inUse) : ok(true);
      },
    );
  };

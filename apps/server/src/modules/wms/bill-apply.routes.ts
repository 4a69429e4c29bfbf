import { ok } from '@kc/domain';
import { billApplyRoutes as routes } from '@kc/domain/wms/wms-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { updateBillApply } from './apply-complete';
import { billApplyDetailOf } from './apply-repo';
import { findWarehouseList } from './apply-save';

const tags = ['外部WMS货物申请'];

/**
 * The warehouse's side of an owner's application (spec 3 §7 "external/billApply"): the detail, completing it
 * (receipts generated, then signed through the batch signing with origin goodsId = the application) or rejecting it.
 */
export const billApplyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.detail,
      {
        config: { access: { perm: ['external_bill_apply', 'external_container', 'external_container_add'] } },
        schema: {
          tags,
          summary: '货物申请详情（申请所在仓库、货主、平台可见；货箱、货物、生成的仓单、当前用户可做的操作）',
        },
      },
      async (request) => ok(await billApplyDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.warehouses,
      {
        config: { access: { perm: ['external_bill_apply', 'external_container_add'] } },
        schema: {
          tags,
          summary: '申请表单的仓库（货主：该WMS平台上有可申请货物的仓库；仓库：本仓库）',
        },
      },
      async (request) =>
        ok(await findWarehouseList(ctx.db, principalOf(request), request.query.warehouseUnitId || undefined)),
    );

    serveRoute(
      app,
      routes.update,
      {
        config: { access: { perm: ['external_bill_apply'] } },
        schema: {
          tags,
          summary:
            '仓库办理货物申请：生成仓单（status 1，每个货箱一张，随后批量签章）或驳回（status 11，须填写驳回意见）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await updateBillApply(ctx, p, request.body, requestOrigin(ctx.config, request));
        return ok(await billApplyDetailOf(ctx.db, p, row.id));
      },
    );
  };

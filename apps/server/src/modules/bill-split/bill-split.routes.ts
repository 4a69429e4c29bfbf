import { ok } from '@kc/domain';
import { financePushRoutes as fp, billSplitRoutes as routes } from '@kc/domain/bill-split/bill-split-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import {
  billSplitBillChoices,
  billSplitBillsByIds,
  billSplitDetailOf,
  billSplitLiveVideo,
  billSplitWarehouses,
  pageBillSplits,
} from './bill-split.repo';
import { publishBillSplitStatus } from './bill-split-events';
import { auditBillSplit, saveBillSplit, submitSavedBillSplit, voidBillSplits } from './bill-split-moves';

const tags = ['仓单拆单申请'];
/** Menu 仓单拆单申请 (bill_split_apply) and its buttons (seed menus / roles; spec 3 §6). */
const read = { access: { perm: ['bill_split_apply'] } };
const add = { access: { perm: ['bill_split_apply_shipping_add'] } };
const ownerAudit = { access: { perm: ['bill_split_apply_shipping_audit'] } };
const platformAudit = { access: { perm: ['bill_split_apply_platform_audit'] } };
const warehouseAudit = { access: { perm: ['bill_split_apply_warehouse_audit'] } };

/** The owner's bill split application (billSplitApply/*) and its financePush/* aliases (README.md). */
export const billSplitHttpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const moved = async <T extends { id: string }>(answer: T) => {
      await publishBillSplitStatus(ctx, answer.id);
      return ok(answer);
    };
    for (const route of [routes.page, fp.list])
      serveRoute(app, route, { config: read, schema: { tags, summary: '拆单申请分页' } }, async (request) =>
        ok(await pageBillSplits(ctx.db, principalOf(request), request.query)),
      );
    serveRoute(app, routes.detail, { config: read, schema: { tags, summary: '拆单申请详情' } }, async (request) =>
      ok(await billSplitDetailOf(ctx.db, principalOf(request), request.query.id)),
    );
    for (const route of [routes.billPage, fp.billList, fp.billListByWarehouseForAddOrUpdate])
      serveRoute(
        app,
        route,
        { config: read, schema: { tags, summary: '可拆单的仓单分页（本企业持有、已生效、未被占用）' } },
        async (request) => ok(await billSplitBillChoices(ctx.db, principalOf(request), request.query)),
      );
    for (const route of [routes.billListByIds, fp.billListById])
      serveRoute(app, route, { config: read, schema: { tags, summary: '按 id 查仓单' } }, async (request) =>
        ok(await billSplitBillsByIds(ctx.db, principalOf(request), idsOf(request))),
      );
    for (const route of [routes.warehouses, fp.warehouseUnitListForAddOrUpdate])
      serveRoute(app, route, { config: read, schema: { tags, summary: '可选仓库企业' } }, async (request) =>
        ok(await billSplitWarehouses(ctx.db, principalOf(request))),
      );
    for (const route of [routes.addSplit, fp.add, fp.update])
      serveRoute(
        app,
        route,
        { config: add, schema: { tags, summary: '保存（status 1）或提交（status 10）拆单申请' } },
        async (request) => moved(await saveBillSplit(ctx, principalOf(request), request.body)),
      );
    for (const route of [routes.submit, fp.submitAudit])
      serveRoute(app, route, { config: add, schema: { tags, summary: '提交已保存的拆单申请' } }, async (request) =>
        moved(await submitSavedBillSplit(ctx, principalOf(request), request.body.id)),
      );
    for (const [route, config, party] of [
      [routes.shippingAudit, ownerAudit, 'owner'],
      [fp.auditShipper, ownerAudit, 'owner'],
      [routes.platformAudit, platformAudit, 'platform'],
      [fp.auditPlatform, platformAudit, 'platform'],
      [routes.warehouseAudit, warehouseAudit, 'warehouse'],
      [fp.auditWarehouse, warehouseAudit, 'warehouse'],
    ] as const)
      serveRoute(
        app,
        route,
        { config, schema: { tags, summary: '审核拆单申请（status 为审核后的状态，驳回须填写意见）' } },
        async (request) =>
          moved(
            await auditBillSplit(ctx, principalOf(request), party, request.body, requestOrigin(ctx.config, request)),
          ),
      );
    for (const route of [routes.remove, fp.del])
      serveRoute(
        app,
        route,
        { config: add, schema: { tags, summary: '作废草稿或被驳回的拆单申请' } },
        async (request) => {
          const ids = idsOf(request);
          await voidBillSplits(ctx, principalOf(request), ids);
          for (const id of ids) await publishBillSplitStatus(ctx, id);
          return ok(true as const);
        },
      );
    serveRoute(
      app,
      routes.liveVideo,
      { config: read, schema: { tags, summary: '仓单货位的实时视频（WMS 摄像头的当前画面）' } },
      async (request) => ok(await billSplitLiveVideo(ctx, principalOf(request), request.query.billId)),
    );
  };

import { ok } from '@kc/domain';
import { outboundRoutes as routes } from '@kc/domain/outbound/outbound-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import {
  checkVrCode,
  orderWeightAlarms,
  shippingAuditOutbound,
  shippingSignOutbound,
  warehouseAuditOutbound,
  warehouseTempSaveCheck,
  warehouseTempSaveOutbound,
} from './audit-outbound';
import { registerDispatchJob, sendPendingDispatches } from './dispatch-outbox';
import {
  checkRfid,
  outboundBillChoices,
  outboundBillsByIds,
  outboundDetailOf,
  outboundWarehouses,
  pageOutbound,
  rfidOf,
  setupModeOf,
  stepsOf,
  sumsOf,
  weighRecordsOf,
} from './outbound.repo';
import { findVisibleOutbound } from './outbound-access';
import { publishOutboundStatus } from './outbound-events';
import { removeOutbound, submitOutbound } from './submit-outbound';

const tags = ['出库申请'];
/** The menu 出库申请 (/wms/output): holders (shipper, buyer), warehouses, the platform (seed roles). */
const config = { access: { perm: ['wms_output'] } };

/** Outbound orders (出库申请, wms/output; README.md). */
export const outboundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerDispatchJob(ctx, (err, msg) => app.log.error({ err }, msg));
    const log = (err: unknown, msg: string) => app.log.warn({ err }, msg);

    serveRoute(
      app,
      routes.list,
      { config, schema: { tags, summary: '出库单分页（货主看自己的，仓库看本仓的非草稿，平台看全部非草稿）' } },
      async (request) => ok(await pageOutbound(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config,
        schema: { tags, summary: '出库单详情（仓单、托盘、出库记录、操作记录、当前用户可做的操作；提货码仅货主可见）' },
      },
      async (request) => ok(await outboundDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.submit,
      {
        config,
        schema: {
          tags,
          summary: '保存（status 0）或提交（status 10，仓单变为出库中）出库申请；返回出库单 id 及其状态',
        },
      },
      async (request) => {
        const saved = await submitOutbound(ctx, principalOf(request), request.body);
        await publishOutboundStatus(ctx, saved.id);
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.remove,
      { config, schema: { tags, summary: '删除草稿或被驳回的出库单' } },
      async (request) => {
        await removeOutbound(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.shippingAudit,
      { config, schema: { tags, summary: '货主审核：1 通过（待仓库出库），2 驳回（须填写意见，仓单恢复生效）' } },
      async (request) => {
        const moved = await shippingAuditOutbound(ctx, principalOf(request), request.body);
        await publishOutboundStatus(ctx, moved.id);
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.checkVrCode,
      { config, schema: { tags, summary: '仓库核验提货码（错误或已使用的提货码被拒绝）' } },
      async (request) => {
        await checkVrCode(ctx, principalOf(request), request.body);
        await publishOutboundStatus(ctx, request.body.id);
        return ok(true, '提货码核验通过');
      },
    );

    serveRoute(
      app,
      routes.warehouseTempSave,
      { config, schema: { tags, summary: '仓库暂存出库称重记录（按托盘或批次）；出库单仍为 20' } },
      async (request) => {
        const saved = await warehouseTempSaveOutbound(ctx, principalOf(request), request.body);
        await publishOutboundStatus(ctx, saved.id);
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.warehouseTempSaveCheck,
      { config, schema: { tags, summary: '检查称重记录的重量预警（不保存）' } },
      async (request) => ok(await warehouseTempSaveCheck(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.warehouseAudit,
      {
        config,
        schema: {
          tags,
          summary:
            '仓库审核：1 通过（已出库：全部出库的仓单注销，部分出库的签发剩余货物的新仓单），2 驳回（仓单恢复生效）',
        },
      },
      async (request) => {
        const moved = await warehouseAuditOutbound(
          ctx,
          principalOf(request),
          request.body,
          requestOrigin(ctx.config, request),
        );
        await publishOutboundStatus(ctx, moved.id);
        // The trays that left, told to the WMS now; what it does not take, by the outbox's sweep.
        await sendPendingDispatches(ctx, { outputId: moved.id, log }).catch((err) => log(err, 'WMS出库通知失败'));
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.shippingSign,
      { config, schema: { tags, summary: '货主签收出库记录（已出库后一次）' } },
      async (request) => {
        const signed = await shippingSignOutbound(ctx, principalOf(request), request.body.id);
        await publishOutboundStatus(ctx, signed.id);
        return ok(signed);
      },
    );

    serveRoute(
      app,
      routes.steps,
      { config, schema: { tags, summary: '出库进度：提交申请、货主审核、仓库出库、货主签收' } },
      async (request) => ok(stepsOf(await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );

    serveRoute(
      app,
      routes.sums,
      { config, schema: { tags, summary: '出库单申请与称重的合计重量和数量（两位小数）' } },
      async (request) =>
        ok(await sumsOf(ctx.db, await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );

    serveRoute(app, routes.records, { config, schema: { tags, summary: '出库单的称重出库记录' } }, async (request) =>
      ok(await weighRecordsOf(ctx.db, await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );

    serveRoute(
      app,
      routes.warehouses,
      { config, schema: { tags, summary: '当前企业持有可出库仓单的仓库' } },
      async (request) => ok(await outboundWarehouses(ctx.db, principalOf(request))),
    );

    serveRoute(
      app,
      routes.bills,
      { config, schema: { tags, summary: '可出库的仓单：本企业持有、已生效、未被其他业务占用（可按仓库、编号筛选）' } },
      async (request) => ok(await outboundBillChoices(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.billsByIds,
      { config, schema: { tags, summary: '按 id 取本企业的仓单（出库申请表单）' } },
      async (request) => ok(await outboundBillsByIds(ctx.db, principalOf(request), request.query.ids)),
    );

    serveRoute(app, routes.rfid, { config, schema: { tags, summary: '出库单的托盘及其 RFID 标签' } }, async (request) =>
      ok(await rfidOf(ctx.db, await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );

    serveRoute(
      app,
      routes.checkRfidNum,
      { config, schema: { tags, summary: '核对门口读到的 RFID 标签与已称重出库的托盘' } },
      async (request) =>
        ok(
          await checkRfid(
            ctx.db,
            await findVisibleOutbound(ctx.db, principalOf(request), request.body.id),
            request.body.rfidCodes,
          ),
        ),
    );

    serveRoute(
      app,
      routes.setupMode,
      { config, schema: { tags, summary: '出库方式：按托盘（WMS 货物）、按批次（入库单仓单）或混合' } },
      async (request) =>
        ok(await setupModeOf(ctx.db, await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );

    serveRoute(
      app,
      routes.weightAlarm,
      { config, schema: { tags, summary: '出库单的重量预警（称重合计偏离申请重量超过允许误差）' } },
      async (request) =>
        ok(await orderWeightAlarms(ctx.db, await findVisibleOutbound(ctx.db, principalOf(request), request.query.id))),
    );
  };

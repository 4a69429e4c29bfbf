import { formatDateTime, ok } from '@kc/domain';
import { inboundSums } from '@kc/domain/inbound/inbound';
import { inboundRoutes as routes } from '@kc/domain/inbound/inbound-routes';
import { InspectionStatus } from '@kc/domain/inbound/inspection';
import {
  AuditResult,
  canShipperAudit,
  canWarehouseAudit,
  INBOUND_STEP_TITLES,
  inboundStepStates,
} from '@kc/domain/inbound/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { shippingAuditInbound, warehouseAuditInbound, warehouseTempSaveInbound } from './audit-inbound';
import { createInspection } from './create-inspection';
import { batchesOf, findVisibleOrder, orderDetail, pageOrders } from './inbound.repo';
import { publishInboundStatus } from './inbound-events';
import { orderReceipts } from './order-receipts';
import { removeInbound } from './remove-inbound';
import { saveInspection } from './save-inspection';
import { submitInbound } from './submit-inbound';

const tags = ['入库申请'];
const access = { perm: ['wms_input'] };

/** Inbound orders (入库申请, wms/input): the shipper's application, its audit, the warehouse's weighing and audit. */
export const inboundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.list,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单分页（货主看自己的，仓库看到本仓的非草稿）',
        },
      },
      async (request) => ok(await pageOrders(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单详情（批次、仓单、公检）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleOrder(ctx.db, p, request.query.id);
        return ok(await orderDetail(ctx.db, p, row));
      },
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access },
        schema: {
          tags,
          summary: '保存（status 0）或提交货主审核（status 10）入库申请；返回入库单 id 及其状态',
        },
      },
      async (request) => {
        const saved = await submitInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, saved.id);
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除草稿或被驳回的入库单',
        },
      },
      async (request) => {
        await removeInbound(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.shippingAudit,
      {
        config: { access },
        schema: {
          tags,
          summary: '货主审核：1 通过（待仓库入库），2 驳回（须填写意见）；返回入库单 id 及其新状态',
        },
      },
      async (request) => {
        const moved = await shippingAuditInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, request.body.id);
        return ok(moved);
      },
    );

    serveRoute(
      app,
      routes.warehouseTempSave,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓库暂存各批次重量、数量和货位；返回入库单 id 及其状态（仍为 20）',
        },
      },
      async (request) => {
        const saved = await warehouseTempSaveInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, request.body.id);
        return ok(saved);
      },
    );

    serveRoute(
      app,
      routes.warehouseAudit,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓库审核：1 通过（已入库，每个批次生成一张仓单），2 驳回（须填写意见）',
        },
      },
      async (request) => {
        const body = request.body;
        const receiptIds = await warehouseAuditInbound(
          ctx,
          principalOf(request),
          body,
          requestOrigin(ctx.config, request),
        );
        await publishInboundStatus(ctx, body.id);
        return ok({ id: body.id, status: body.status === AuditResult.pass ? 1 : 21, receiptIds });
      },
    );

    serveRoute(
      app,
      routes.steps,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库进度：提交申请、货主审核、仓库入库、生成仓单',
        },
      },
      async (request) => {
        const row = await findVisibleOrder(ctx.db, principalOf(request), request.query.id);
        const receipts = await orderReceipts.get().of(ctx.db, row.id);
        const states = inboundStepStates(row.status, receipts.length > 0);
        const firstReceipt = receipts.reduce<Date | null>(
          (min, r) => (min == null || r.createTime < min ? r.createTime : min),
          null,
        );
        const marks: [Date | null, string | null][] = [
          [row.submitTime, row.submitUserName],
          [row.shippingAuditTime, row.shippingAuditUserName],
          [row.warehouseAuditTime, row.warehouseAuditUserName],
          [firstReceipt, receipts.length ? row.warehouseAuditUserName : null],
        ];
        return ok(
          INBOUND_STEP_TITLES.map((title, i) => {
            const status = states[i]!;
            const done = status === 'finish' || status === 'error';
            return {
              title,
              status,
              time: done ? formatDateTime(marks[i]![0]) : null,
              person: done ? marks[i]![1] : null,
            };
          }),
        );
      },
    );

    serveRoute(
      app,
      routes.sums,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单合计重量和数量（两位小数）',
        },
      },
      async (request) => {
        const row = await findVisibleOrder(ctx.db, principalOf(request), request.query.id);
        const sums = inboundSums(await batchesOf(ctx.db, row.id));
        return ok({ ...sums, weightUnit: row.weightUnit, numberUnit: row.numberUnit });
      },
    );

    serveRoute(
      app,
      routes.auditPermission,
      {
        config: { access },
        schema: {
          tags,
          summary: '当前用户能否做货主审核、仓库审核',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleOrder(ctx.db, p, request.query.id);
        return ok({
          shipping: p.postId != null && row.shipperId === p.postId && canShipperAudit(row.status),
          warehouse: p.postId != null && row.warehouseId === p.postId && canWarehouseAudit(row.status),
        });
      },
    );

    serveRoute(
      app,
      routes.createCheck,
      {
        config: { access: { perm: ['test_save'] } },
        schema: {
          tags,
          summary: '发起公检（每个入库单一个，已有时返回已有的）',
        },
      },
      async (request) => {
        const id = await createInspection(ctx, principalOf(request), request.body.id);
        await publishInboundStatus(ctx, request.body.id);
        return ok({ id });
      },
    );

    serveRoute(
      app,
      routes.createCheckAndSucc,
      {
        config: { access: { perm: ['test_save'] } },
        schema: {
          tags,
          summary: '发起公检并以所给文件完成（每批至少一个文件）；返回公检 id 及其状态（1 已完成）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        // Opening is idempotent (an order has one inspection); refused files leave it open at 10, nothing lost.
        const id = await createInspection(ctx, p, request.body.id);
        await saveInspection(ctx, p, { id, status: InspectionStatus.done, files: request.body.files });
        await publishInboundStatus(ctx, request.body.id);
        return ok({ id, status: InspectionStatus.done });
      },
    );
  };

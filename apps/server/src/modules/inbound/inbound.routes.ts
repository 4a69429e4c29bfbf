import { envelopeOf, formatDateTime, idField, idQuery, lineText, ok, pageOf, pageQuery } from '@kc/domain';
import {
  auditPermission,
  idAnswer,
  inboundDetail,
  inboundMoveAnswer,
  inboundRecord,
  inboundStep,
  inboundSumsAnswer,
  warehouseAuditAnswer,
} from '@kc/domain/inbound/answers';
import {
  inboundSubmitBody,
  inboundSums,
  shippingAuditBody,
  warehouseAuditBody,
  warehouseTempSaveBody,
} from '@kc/domain/inbound/inbound';
import { createCheckAndSuccBody, InspectionStatus } from '@kc/domain/inbound/inspection';
import {
  AuditResult,
  canShipperAudit,
  canWarehouseAudit,
  INBOUND_STEP_TITLES,
  inboundStepStates,
} from '@kc/domain/inbound/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import { requestOrigin } from '../../platform/http/origin';
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

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, idField.optional());

const listQuery = pageQuery.extend({
  code: z.preprocess(blankToUndefined, lineText('入库单号').trim().max(50).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  materialId: optionalId,
  warehouseId: optionalId,
});

const idBody = z.object({ id: idField });

/** Inbound orders (入库申请, wms/input): the shipper's application, its audit, the warehouse's weighing and audit. */
export const inboundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/kc-flrk/wms/input';

    app.get(
      `${base}/list`,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单分页（货主看自己的，仓库看到本仓的非草稿）',
          querystring: listQuery,
          response: { 200: envelopeOf(pageOf(inboundRecord)) },
        },
      },
      async (request) => ok(await pageOrders(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单详情（批次、仓单、公检）',
          querystring: idQuery,
          response: { 200: envelopeOf(inboundDetail) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleOrder(ctx.db, p, request.query.id);
        return ok(await orderDetail(ctx.db, p, row));
      },
    );

    app.post(
      `${base}/submit`,
      {
        config: { access },
        schema: {
          tags,
          summary: '保存（status 0）或提交货主审核（status 10）入库申请；返回入库单 id 及其状态',
          body: inboundSubmitBody,
          response: { 200: envelopeOf(inboundMoveAnswer) },
        },
      },
      async (request) => {
        const saved = await submitInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, saved.id);
        return ok(saved);
      },
    );

    app.post(
      `${base}/remove`,
      {
        config: { access },
        schema: {
          tags,
          summary: '删除草稿或被驳回的入库单',
          ...idsSchema,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await removeInbound(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );

    app.post(
      `${base}/shippingAudit`,
      {
        config: { access },
        schema: {
          tags,
          summary: '货主审核：1 通过（待仓库入库），2 驳回（须填写意见）；返回入库单 id 及其新状态',
          body: shippingAuditBody,
          response: { 200: envelopeOf(inboundMoveAnswer) },
        },
      },
      async (request) => {
        const moved = await shippingAuditInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, request.body.id);
        return ok(moved);
      },
    );

    app.post(
      `${base}/warehouseTempSave`,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓库暂存各批次重量、数量和货位',
          body: warehouseTempSaveBody,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await warehouseTempSaveInbound(ctx, principalOf(request), request.body);
        await publishInboundStatus(ctx, request.body.id);
        return ok(true);
      },
    );

    app.post(
      `${base}/warehouseAudit`,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓库审核：1 通过（已入库，每个批次生成一张仓单），2 驳回（须填写意见）',
          body: warehouseAuditBody,
          response: { 200: envelopeOf(warehouseAuditAnswer) },
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

    app.get(
      `${base}/getSteps`,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库进度：提交申请、货主审核、仓库入库、生成仓单',
          querystring: idQuery,
          response: { 200: envelopeOf(z.array(inboundStep)) },
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

    app.get(
      `${base}/getSumQuantityAndWeight`,
      {
        config: { access },
        schema: {
          tags,
          summary: '入库单合计重量和数量（两位小数）',
          querystring: idQuery,
          response: { 200: envelopeOf(inboundSumsAnswer) },
        },
      },
      async (request) => {
        const row = await findVisibleOrder(ctx.db, principalOf(request), request.query.id);
        const sums = inboundSums(await batchesOf(ctx.db, row.id));
        return ok({ ...sums, weightUnit: row.weightUnit, numberUnit: row.numberUnit });
      },
    );

    app.get(
      `${base}/checkAuditPermission`,
      {
        config: { access },
        schema: {
          tags,
          summary: '当前用户能否做货主审核、仓库审核',
          querystring: idQuery,
          response: { 200: envelopeOf(auditPermission) },
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

    app.post(
      `${base}/createCheck`,
      {
        config: { access: { perm: ['test_save'] } },
        schema: {
          tags,
          summary: '发起公检（每个入库单一个，已有时返回已有的）',
          body: idBody,
          response: { 200: envelopeOf(idAnswer) },
        },
      },
      async (request) => {
        const id = await createInspection(ctx, principalOf(request), request.body.id);
        await publishInboundStatus(ctx, request.body.id);
        return ok({ id });
      },
    );

    app.post(
      `${base}/createCheckAndSucc`,
      {
        config: { access: { perm: ['test_save'] } },
        schema: {
          tags,
          summary: '发起公检并以所给文件完成（每批至少一个文件）；返回公检 id 及其状态（1 已完成）',
          body: createCheckAndSuccBody,
          response: { 200: envelopeOf(inboundMoveAnswer) },
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

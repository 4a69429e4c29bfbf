import { envelopeOf, ok } from '@kc/domain';
import { billMoveStatusLabel } from '@kc/domain/bill-move/bill-move';
import { billMoveRoutes as routes } from '@kc/domain/bill-move/bill-move-routes';
import { todoAnswer } from '@kc/domain/shared/todo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { applyBillMove, cancelBillMove } from './apply-bill-move';
import { billMoveDetailOf, movableBills, pageBillMoves, targetWarehouses } from './bill-move.repo';
import type { BillMoveRow } from './bill-move-access';
import { publishMoveStatus } from './bill-move-events';
import { billMoveTodo } from './bill-move-todo';
import { confirmSource, confirmTarget, rejectSource, rejectTarget } from './warehouse-moves';

const tags = ['移库'];
const BASE = '/api/kc-flrk/wms/billMove';
/** The menu 移库申请 (/wms/billMove): the holders, the warehouses and the platform (seed roles). */
const access = { access: { perm: ['wms_bill_move'] } };
/** A move answers the move's new status (and what it issued). */
const movedTo = (row: BillMoveRow, successorIds?: string[]) =>
  ok({
    id: row.id,
    status: row.status,
    statusName: billMoveStatusLabel(row.status),
    ...(successorIds && { successorIds }),
  });

/**
 * Warehouse moves (README.md): a holder moves the goods of its receipts in effect to another warehouse; the
 * source confirms they leave, the target weighs them in and new receipts are issued at the target.
 */
export const billMoveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The live event to the move's parties, and the move's answer. */
    const announce = (row: BillMoveRow, successorIds?: string[]) => {
      void publishMoveStatus(ctx, row);
      return movedTo(row, successorIds);
    };

    serveRoute(
      app,
      routes.page,
      {
        config: access,
        schema: {
          tags,
          summary: '移库申请分页（货主看本企业的，仓库看移出或移入本仓库的，平台看全部；按申请时间倒序）',
        },
      },
      async (request) => ok(await pageBillMoves(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: access,
        schema: {
          tags,
          summary: '移库详情（原仓单 → 新仓单、入库重量与差值、操作记录、当前用户可做的操作）',
        },
      },
      async (request) => ok(await billMoveDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.bills,
      {
        config: access,
        schema: {
          tags,
          summary: '可移库的仓单：本企业持有、已生效、未被其他业务占用（可按仓库、编号筛选）',
        },
      },
      async (request) => ok(await movableBills(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.warehouses,
      {
        config: access,
        schema: {
          tags,
          summary: '可移入的仓库：平台上已审核通过的仓储企业',
        },
      },
      async (request) => ok(await targetWarehouses(ctx.db, principalOf(request))),
    );

    app.get(
      `${BASE}/todo`,
      {
        config: access,
        schema: {
          tags,
          summary: '首页待办：等待当前企业处理的移库（前5条与总数）',
          response: { 200: envelopeOf(todoAnswer) },
        },
      },
      async (request) => ok(await billMoveTodo(ctx.db, principalOf(request))),
    );

    serveRoute(
      app,
      routes.apply,
      {
        config: access,
        schema: {
          tags,
          summary: '申请移库（本企业已生效且未被占用的同一仓库的仓单）；返回 id',
        },
      },
      async (request) => {
        const row = await applyBillMove(ctx, principalOf(request), request.body);
        announce(row);
        return ok(row.id);
      },
    );

    serveRoute(
      app,
      routes.cancel,
      {
        config: access,
        schema: {
          tags,
          summary: '撤销移库申请（申请企业，待移出仓库确认时）',
        },
      },
      async (request) => {
        return announce(await cancelBillMove(ctx, principalOf(request), request.body.id));
      },
    );

    serveRoute(
      app,
      routes.sourceConfirm,
      {
        config: access,
        schema: { tags, summary: '移出仓库确认出库（仓单变为移库中）' },
      },
      async (request) => {
        return announce(await confirmSource(ctx, principalOf(request), request.body.id));
      },
    );

    serveRoute(
      app,
      routes.sourceReject,
      {
        config: access,
        schema: {
          tags,
          summary: '移出仓库驳回（须填写驳回原因；仓单解除占用）',
        },
      },
      async (request) => {
        return announce(await rejectSource(ctx, principalOf(request), request.body.id, request.body.descr));
      },
    );

    serveRoute(
      app,
      routes.targetConfirm,
      {
        config: access,
        schema: {
          tags,
          summary: '移入仓库入库称重（允许误差与每张仓单的入库重量），在移入仓库签发新仓单',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const { row, successorIds } = await confirmTarget(ctx, p, request.body, requestOrigin(ctx.config, request));
        return announce(row, successorIds);
      },
    );

    serveRoute(
      app,
      routes.targetReject,
      {
        config: access,
        schema: {
          tags,
          summary: '移入仓库驳回（须填写驳回原因；仓单恢复生效并解除占用）',
        },
      },
      async (request) => {
        return announce(await rejectTarget(ctx, principalOf(request), request.body.id, request.body.descr));
      },
    );
  };

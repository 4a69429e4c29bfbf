import { envelopeOf, idField, idQuery, ok, todoAnswer } from '@kc/domain';
import { contractOperation } from '@kc/domain/contract/contract';
import {
  transferLogRow,
  transferStatusLabel,
  upBillSignStatusAnswer,
  upBillSignStatusBody,
} from '@kc/domain/transfer/transfer';
import { transferRoutes as routes } from '@kc/domain/transfer/transfer-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { contractOperations, loadVisibleContract } from '../contract';
import { onSuccessorEffective } from '../receipt';
import { contractTransferOf, pageTransfers, transferDetailOf, transferLogs, transferTodo } from './transfer.repo';
import { loadVisibleTransfer, transferOfContract } from './transfer-access';
import { publishTransferStatus } from './transfer-events';
import {
  applyTransfer,
  auditTransfer,
  completeTransferIfDone,
  confirmTransferAtWarehouse,
  rejectTransferAtWarehouse,
  successorProgress,
} from './transfer-moves';

const tags = ['仓单过户'];
const BASE = '/api/kc-flrk/ple/transfer';
/** The list and detail: menu 仓单过户 (ple_transfer); the parties also reach a transfer from their contract screens. */
const readAccess = { access: { perm: ['ple_transfer', 'contract_list', 'contract_manage'] } };
const applyAccess = { access: { perm: ['contract_list'] } };
const moveAccess = { access: { perm: ['ple_transfer'] } };

// spec 2 §4 step 5: the transfer completes in the transaction that puts its last new receipt in effect.
onSuccessorEffective('transfer', completeTransferIfDone);

/** Receipt transfer (spec 2 §2, §4–§7; spec 3 §3, §5 Transfer audit; README.md). */
export const transferRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The detail as the caller sees it after a move, and the live event to everyone concerned. */
    const answer = async (p: Principal, id: string) => {
      const { row, side } = await loadVisibleTransfer(ctx.db, p, id);
      await publishTransferStatus(ctx, row);
      return ok(await transferDetailOf(ctx.db, row, side));
    };

    serveRoute(
      app,
      routes.apply,
      {
        config: applyAccess,
        schema: {
          tags,
          summary: '申请仓单过户（仅供方；仓单合同已生效且已确认收到货款）；驳回后以同一合同再次申请',
        },
      },
      async (request) => {
        const p = principalOf(request);
        return answer(p, await applyTransfer(ctx, p, request.body));
      },
    );

    serveRoute(
      app,
      routes.byContract,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '合同的过户信息：仓库位置、原持有人、新持有人、货物表、当前申请与能否申请',
        },
      },
      async (request) => ok(await contractTransferOf(ctx.db, principalOf(request), request.query.contractId)),
    );

    serveRoute(
      app,
      routes.page,
      {
        config: moveAccess,
        schema: {
          tags,
          summary: '过户申请分页（供方、买方、仓库看本企业的，平台看全部；新的在前）',
        },
      },
      async (request) => ok(await pageTransfers(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '过户详情：货物表（原仓单 → 新仓单）、过户记录和当前用户可做的操作',
        },
      },
      async (request) => {
        const { row, side } = await loadVisibleTransfer(ctx.db, principalOf(request), request.query.id);
        return ok(await transferDetailOf(ctx.db, row, side));
      },
    );

    serveRoute(
      app,
      routes.audit,
      {
        config: moveAccess,
        schema: {
          tags,
          summary: '平台审核过户申请：1 通过（仓单变为过户中）、2 驳回（须填写驳回意见）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        await auditTransfer(ctx, p, request.body);
        return answer(p, request.body.id);
      },
    );

    serveRoute(
      app,
      routes.warehouseConfirm,
      {
        config: moveAccess,
        schema: {
          tags,
          summary: '仓库确认过户：向买方签发新仓单（待仓库、买方、平台签章）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        await confirmTransferAtWarehouse(ctx, p, request.body.id, requestOrigin(ctx.config, request));
        return answer(p, request.body.id);
      },
    );

    serveRoute(
      app,
      routes.warehouseReject,
      {
        config: moveAccess,
        schema: {
          tags,
          summary: '仓库驳回过户（须填写原因）：原仓单恢复生效，供方可重新申请',
        },
      },
      async (request) => {
        const p = principalOf(request);
        await rejectTransferAtWarehouse(ctx, p, request.body.id, request.body.descr);
        return answer(p, request.body.id);
      },
    );

    app.get(
      `${BASE}/todo`,
      {
        config: moveAccess,
        schema: {
          tags,
          summary: '首页待办「过户」：等待当前用户处理的过户（前5条及总数）',
          response: { 200: envelopeOf(todoAnswer) },
        },
      },
      async (request) => ok(await transferTodo(ctx.db, principalOf(request))),
    );

    app.get(
      '/api/kc-flrk/contract/transferApplyList',
      {
        config: readAccess,
        schema: {
          tags,
          summary: '过户记录（时间、操作方、操作），按时间正序',
          querystring: z.object({ transferId: idField }),
          response: { 200: envelopeOf(z.array(transferLogRow)) },
        },
      },
      async (request) => {
        const { row } = await loadVisibleTransfer(ctx.db, principalOf(request), request.query.transferId);
        return ok(await transferLogs(ctx.db, row));
      },
    );

    app.get(
      '/api/kc-flrk/contract/applyList',
      {
        config: { access: { perm: ['contract_list', 'contract_manage'] } },
        schema: {
          tags,
          summary: '合同全流程记录（含过户各步），按时间正序',
          querystring: idQuery,
          response: { 200: envelopeOf(z.array(contractOperation)) },
        },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.query.id);
        return ok(await contractOperations(ctx.db, v.row));
      },
    );

    app.post(
      '/api/kc-flrk/ple/bill/upBillSignStatus',
      {
        config: readAccess,
        schema: {
          tags,
          summary: '合同新仓单的签章进度（id 为合同 id）：过户状态、新仓单总数与已生效数',
          body: upBillSignStatusBody,
          response: { 200: envelopeOf(upBillSignStatusAnswer) },
        },
      },
      async (request) => {
        const v = await loadVisibleContract(ctx.db, principalOf(request), request.body.id);
        const transfer = await transferOfContract(ctx.db, v.row.id);
        const progress = await successorProgress(ctx.db, v.row.id);
        return ok({
          transferId: transfer?.id ?? null,
          status: transfer?.status ?? null,
          statusName: transfer ? transferStatusLabel(transfer.status) : '',
          totalNum: progress.total,
          finishNum: progress.inEffect,
        });
      },
    );
  };

import { ok } from '@kc/domain';
import { disburseRoutes as routes } from '@kc/domain/finance/disburse-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import {
  cancelDisburseRequest,
  disburseDetailOf,
  disburseRequests,
  organTree,
  submitDisburseRequest,
  submitRepaymentNotice,
} from './disburse-request';
import { financeMovedTo } from './finance-answer';
import { announceFinance } from './finance-events';

const tags = ['融资申请'];
const read = { access: { perm: ['ccb_finance'] } };

/**
 * kc-finance/application, the loan's shipper side (spec 2 §7 Pledge and financing; README "Drawdown requests"):
 * drawdown requests to the bank and their cancellation, a disbursement's detail, the repayment notice, and the
 * bank organisation tree.
 */
export const disburseRequestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const contract of [routes.submit, routes.submitAlias])
      serveRoute(
        app,
        contract,
        {
          config: read,
          schema: {
            tags,
            summary: '申请放款（货主；已质押的申请，申请总额不超过申请金额；发送给银行）',
          },
        },
        async (request) => {
          const { row, request: created } = await submitDisburseRequest(ctx, principalOf(request), request.body);
          await announceFinance(ctx, row, 'disburseRequest');
          return ok(created);
        },
      );

    serveRoute(
      app,
      routes.cancel,
      {
        config: read,
        schema: {
          tags,
          summary: '撤销放款申请（货主；仅待放款的申请）',
        },
      },
      async (request) => {
        const { row, request: cancelled } = await cancelDisburseRequest(ctx, principalOf(request), request.body.id);
        await announceFinance(ctx, row, 'disburseCancel');
        return ok(cancelled);
      },
    );

    serveRoute(
      app,
      routes.requests,
      {
        config: read,
        schema: {
          tags,
          summary: '放款申请记录（新的在前）',
        },
      },
      async (request) => ok(await disburseRequests(ctx.db, principalOf(request), request.query.applicationId)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: read,
        schema: {
          tags,
          summary: '放款详情（放款记录或放款申请）',
        },
      },
      async (request) => ok(await disburseDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.repaymentNotice,
      {
        config: read,
        schema: {
          tags,
          summary: '还款通知（货主告知银行已还款；以银行的还款回调为准）；返回融资申请 id 及其状态',
        },
      },
      async (request) => ok(financeMovedTo(await submitRepaymentNotice(ctx, principalOf(request), request.body))),
    );

    serveRoute(
      app,
      routes.organTree,
      {
        config: read,
        schema: {
          tags,
          summary: '金融机构树（本租户已认证的金融机构，一级）',
        },
      },
      async (request) => ok(await organTree(ctx.db, principalOf(request).tenantId)),
    );
  };

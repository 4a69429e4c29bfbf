import { envelopeOf, idQuery, ok } from '@kc/domain';
import {
  cancelDisburseBody,
  disburseDetail,
  disburseRequestRow,
  disburseSubmitBody,
  organTreeNode,
  repaymentNoticeBody,
} from '@kc/domain/finance/disburse';
import { financeApplicationQuery } from '@kc/domain/finance/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import {
  cancelDisburseRequest,
  disburseDetailOf,
  disburseRequests,
  organTree,
  submitDisburseRequest,
  submitRepaymentNotice,
} from './disburse-request';
import { announceFinance } from './finance-events';

const tags = ['融资申请'];
const BASE = '/api/kc-finance/application';
const read = { access: { perm: ['ccb_finance'] } };

/**
 * kc-finance/application, the loan's shipper side (spec 2 §7 Pledge and financing; README "Drawdown requests"):
 * drawdown requests to the bank and their cancellation, a disbursement's detail, the repayment notice, and the
 * bank organisation tree.
 */
export const disburseRequestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const path of ['disburseSubmit', 'submitDisburse'])
      app.post(
        `${BASE}/${path}`,
        {
          config: read,
          schema: {
            tags,
            summary: '申请放款（货主；已质押的申请，申请总额不超过申请金额；发送给银行）',
            body: disburseSubmitBody,
            response: { 200: envelopeOf(disburseRequestRow) },
          },
        },
        async (request) => {
          const { row, request: created } = await submitDisburseRequest(ctx, principalOf(request), request.body);
          await announceFinance(ctx, row, 'disburseRequest');
          return ok(created);
        },
      );

    app.post(
      `${BASE}/cancelDisburse`,
      {
        config: read,
        schema: {
          tags,
          summary: '撤销放款申请（货主；仅待放款的申请）',
          body: cancelDisburseBody,
          response: { 200: envelopeOf(disburseRequestRow) },
        },
      },
      async (request) => {
        const { row, request: cancelled } = await cancelDisburseRequest(ctx, principalOf(request), request.body.id);
        await announceFinance(ctx, row, 'disburseCancel');
        return ok(cancelled);
      },
    );

    app.get(
      `${BASE}/disburseRequestList`,
      {
        config: read,
        schema: {
          tags,
          summary: '放款申请记录（新的在前）',
          querystring: financeApplicationQuery,
          response: { 200: envelopeOf(z.array(disburseRequestRow)) },
        },
      },
      async (request) => ok(await disburseRequests(ctx.db, principalOf(request), request.query.applicationId)),
    );

    app.get(
      `${BASE}/getDisburseDetail`,
      {
        config: read,
        schema: {
          tags,
          summary: '放款详情（放款记录或放款申请）',
          querystring: idQuery,
          response: { 200: envelopeOf(disburseDetail) },
        },
      },
      async (request) => ok(await disburseDetailOf(ctx.db, principalOf(request), request.query.id)),
    );

    app.post(
      `${BASE}/submitRepayment`,
      {
        config: read,
        schema: {
          tags,
          summary: '还款通知（货主告知银行已还款；以银行的还款回调为准）',
          body: repaymentNoticeBody,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await submitRepaymentNotice(ctx, principalOf(request), request.body);
        return ok(true as const);
      },
    );

    app.get(
      `${BASE}/getOrganTree`,
      {
        config: read,
        schema: {
          tags,
          summary: '金融机构树（本租户已认证的金融机构，一级）',
          querystring: z.object({}),
          response: { 200: envelopeOf(z.array(organTreeNode)) },
        },
      },
      async (request) => ok(await organTree(ctx.db, principalOf(request).tenantId)),
    );
  };

import { ok } from '@kc/domain';
import { bankDeskRoutes as routes } from '@kc/domain/finance/bank-desk-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import {
  deskAdmit,
  deskDetail,
  deskDisburse,
  deskPage,
  deskRefuse,
  deskRegisterPledge,
  deskRelease,
  deskRepay,
} from './bank-desk';
import { deskCustomerAccept, deskCustomerCreate, deskCustomerRefuse, deskCustomers } from './bank-desk-customers';

const tags = ['银行工作台'];
const perm = (key: string) => ({ access: { perm: [key] } });

/**
 * kc-flrk/bankDesk (README "The bank's desk"): a desk bank's own users work the applications sent to it. Each
 * action is the bank's event through the inbox (bank-desk.ts); the inbox announces the change (SSE finance.status).
 */
export const bankDeskRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.page,
      { config: perm('bank_desk_view'), schema: { tags, summary: '银行工作台：发送给本行的融资申请（待办在前）' } },
      async (request) => ok(await deskPage(ctx, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.detail,
      {
        config: perm('bank_desk_view'),
        schema: { tags, summary: '银行工作台：融资申请详情（仓单、放款、还款、待办）' },
      },
      async (request) => ok(await deskDetail(ctx, principalOf(request), request.query.id)),
    );
    serveRoute(
      app,
      routes.customers,
      {
        config: perm('bank_desk_view'),
        schema: { tags, summary: '银行工作台：客户建档——发送给本行的建客申请（身份证号、手机号脱敏）' },
      },
      async (request) => ok(await deskCustomers(ctx, principalOf(request), request.query)),
    );
    serveRoute(
      app,
      routes.customerAccept,
      { config: perm('bank_desk_customer'), schema: { tags, summary: '客户建档：受理建客申请（建客中）' } },
      async (request) => ok(await deskCustomerAccept(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.customerCreate,
      { config: perm('bank_desk_customer'), schema: { tags, summary: '客户建档：建客成功' } },
      async (request) => ok(await deskCustomerCreate(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.customerRefuse,
      {
        config: perm('bank_desk_customer'),
        schema: { tags, summary: '客户建档：拒绝建客（须填拒绝原因；可选需重新建客）' },
      },
      async (request) => ok(await deskCustomerRefuse(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.admit,
      {
        config: perm('bank_desk_admit'),
        schema: { tags, summary: '抵质押物准入：逐张仓单受理或失败（失败须填原因；任一失败即拒绝该申请）' },
      },
      async (request) => ok(await deskAdmit(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.refuse,
      {
        config: perm('bank_desk_admit'),
        schema: { tags, summary: '拒绝融资申请（登记质押之前），须填拒绝原因' },
      },
      async (request) => ok(await deskRefuse(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.registerPledge,
      {
        config: perm('bank_desk_pledge'),
        schema: { tags, summary: '登记质押：填写质押登记编号（如中登网登记编号）' },
      },
      async (request) => ok(await deskRegisterPledge(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.disburse,
      {
        config: perm('bank_desk_loan'),
        schema: { tags, summary: '登记放款（已质押；合计不超过申请金额与准入仓单预估质押金额中较小者）' },
      },
      async (request) => ok(await deskDisburse(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.repay,
      {
        config: perm('bank_desk_loan'),
        schema: { tags, summary: '登记还款（不超过未还本金；还清后融资完成）' },
      },
      async (request) => ok(await deskRepay(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.release,
      {
        config: perm('bank_desk_release'),
        schema: { tags, summary: '发出解押指令（所选质押仓单整单解押）' },
      },
      async (request) => ok(await deskRelease(ctx, principalOf(request), request.body)),
    );
  };

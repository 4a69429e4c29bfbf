import { ok } from '@kc/domain';
import { bankCustomerRoutes as routes } from '@kc/domain/bank-customer/customer-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { creditSignedFor } from '../credit-contract';
import {
  customerDetail,
  customerOrganTree,
  customerPage,
  customerParties,
  customersOfBorrower,
  pushDueCustomers,
  rebuildCustomer,
  repushCustomer,
  submitCustomer,
} from './customer-service';

const tags = ['建客'];
const create = { access: { perm: ['createCustomer'] } } as const;
const read = { access: { perm: ['borrower'] } } as const;
const butTest = { access: { perm: ['butTest'] } } as const;

/** Every minute: push the customer records still waiting (new, or retried after the bank was unavailable). */
export const BANK_CUSTOMER_PUSH_QUEUE = 'bank-customer-push';

/**
 * Customer establishment (spec 2 §7: kc-financeInfo/borrower jiankeSubmit, rebuild, getOrganTree;
 * blade-financeInfo/customer list, page, detail; README.md).
 */
export const bankCustomerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const log = (err: unknown, msg: string) => app.log.error({ err }, msg);
    await ctx.jobs.createQueue(BANK_CUSTOMER_PUSH_QUEUE, { retryLimit: 0 });
    await ctx.jobs.work(BANK_CUSTOMER_PUSH_QUEUE, async () => {
      try {
        await pushDueCustomers(ctx, log);
      } catch (err) {
        log(err, '建客推送出错');
      }
    });
    await ctx.jobs.schedule(BANK_CUSTOMER_PUSH_QUEUE, '* * * * *');
    // The sandbox bank asks the credit-contract module whose consent is signed (admission of a borrower's application).
    // (Only where the sandboxes run: without them the bank sandbox is absent.)
    if (ctx.config.sandboxes)
      ctx.bankSandbox.setCreditCheck((tenantId, borrowerId, bankId) =>
        creditSignedFor(ctx.db, tenantId, borrowerId, bankId),
      );

    serveRoute(
      app,
      routes.submit,
      {
        config: create,
        schema: {
          tags,
          summary:
            '新建客户：选择银行网点与共借人（已婚须选配偶，至多一位），征信授权全部签署后提交；记录为待建客（无影像资料时为待上传资料）并推送银行',
        },
      },
      async (request) => ok(await submitCustomer(ctx, principalOf(request), request.body)),
    );
    serveRoute(
      app,
      routes.rebuild,
      {
        config: create,
        schema: { tags, summary: '重新建客：银行要求重新建客（状态5，且非失败）的记录重新推送' },
      },
      async (request) => ok(await rebuildCustomer(ctx, principalOf(request), request.body.id)),
    );
    serveRoute(
      app,
      routes.organTree,
      { config: create, schema: { tags, summary: '建客银行网点树：已审核的金融机构及其网点' } },
      async (request) => ok(await customerOrganTree(ctx.db, principalOf(request).tenantId)),
    );
    serveRoute(
      app,
      routes.list,
      { config: read, schema: { tags, summary: '借款人的建客记录（货主、所选银行与平台可见），新的在前' } },
      async (request) => ok(await customersOfBorrower(ctx.db, principalOf(request), request.query.borrowerId)),
    );
    serveRoute(
      app,
      routes.page,
      { config: read, schema: { tags, summary: '建客记录分页（可按借款人）' } },
      async (request) => ok(await customerPage(ctx.db, principalOf(request), request.query)),
    );
    serveRoute(app, routes.detail, { config: read, schema: { tags, summary: '建客记录详情' } }, async (request) =>
      ok(await customerDetail(ctx.db, principalOf(request), request.query.id)),
    );
    serveRoute(
      app,
      routes.parties,
      { config: create, schema: { tags, summary: '建客向导：借款人婚姻状况与其共借人（脱敏）' } },
      async (request) => ok(await customerParties(ctx.db, principalOf(request), request.query.borrowerId)),
    );
    serveRoute(
      app,
      routes.repush,
      { config: butTest, schema: { tags, summary: '测试按钮：建客失败的记录重新推送银行' } },
      async (request) => ok(await repushCustomer(ctx, principalOf(request), request.body.id)),
    );
  };

import { ok } from '@kc/domain';
import { fileBody } from '@kc/domain/files/answers';
import { paymentRoutes as routes } from '@kc/domain/payment/payment-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { inboxPage, ledgerCsv, ledgerPage } from './ledger';
import { registerPaymentJobs } from './notifications';
import {
  canSeeVoucher,
  confirmCollection,
  confirmPayOffline,
  deleteVoucher,
  insertVoucher,
  PAY_VOUCHER_OWNER,
  voucherList,
} from './offline';
import { confirmService, payResult, servicePayCode } from './pay-order';

const tags = ['平台服务费支付'];
/** Parties act from the contract list (contract_list); the platform from contract management (contract_manage). */
const contractAccess = { perm: ['contract_list', 'contract_manage'] };
const partyAccess = { perm: ['contract_list'] };
const platformAccess = { perm: ['contract_manage'] };
const ledgerAccess = { perm: ['trade_payment'] };

/** Platform service fee payment (spec 2 §7 "Fee payment"; spec 3 §4 "Service-fee payment") and the ledger. */
export const paymentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A voucher image is seen by the platform and by the enterprise whose voucher it is.
    ctx.files.registerOwnerResolver(PAY_VOUCHER_OWNER, (p, ownerId) => canSeeVoucher(ctx, p, ownerId));
    await registerPaymentJobs(ctx, (err, msg) => app.log.error({ err }, msg));

    serveRoute(
      app,
      routes.share,
      {
        config: { access: contractAccess },
        schema: {
          tags,
          summary: '一方的平台服务费、计算依据与平台收款账户（当事方看本方，平台看任一方）',
        },
      },
      async (request) => ok(await confirmService(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.payCode,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '本方平台服务费的支付二维码（type 10 微信，11 支付宝；同一方式的未完成订单返回同一码）',
        },
      },
      async (request) =>
        ok(await servicePayCode(ctx, principalOf(request), request.body, requestOrigin(ctx.config, request))),
    );

    serveRoute(
      app,
      routes.payResult,
      {
        config: { access: contractAccess },
        schema: {
          tags,
          summary: '本方平台服务费的支付结果：success 已支付，pending 待支付，closed 已关闭，none 无订单',
        },
      },
      async (request) => ok(await payResult(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.insertVoucher,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '上传本方线下付款凭证（先上传图片，再以 attachId 关联；jpg、jpeg、png）；返回凭证 id',
        },
      },
      async (request) => ok(await insertVoucher(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.deleteVoucher,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '删除本方付款凭证（平台确认前）',
        },
      },
      async (request) => {
        await deleteVoucher(ctx, principalOf(request), request.body.id);
        return ok(true);
      },
    );

    serveRoute(
      app,
      routes.vouchers,
      {
        config: { access: contractAccess },
        schema: {
          tags,
          summary: '付款凭证（当事方看本方，平台看双方；签名链接）',
        },
      },
      async (request) => ok(await voucherList(ctx, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.confirmOffline,
      {
        config: { access: platformAccess },
        schema: {
          tags,
          summary: '平台确认一方的线下支付（20 → 30，该方服务费已支付）',
        },
      },
      async (request) => ok(await confirmPayOffline(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.confirmCollection,
      {
        config: { access: partyAccess },
        schema: {
          tags,
          summary: '供方确认收到货款（仅一次，合同生效中）',
        },
      },
      async (request) => ok(await confirmCollection(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.ledger,
      {
        config: { access: ledgerAccess },
        schema: {
          tags,
          summary: '支付流水（平台看全部，企业看本企业；按记录时间倒序）',
        },
      },
      async (request) => ok(await ledgerPage(ctx, principalOf(request), request.query)),
    );

    // A file, not the envelope: registered here with the contract's path and query.
    app.get(
      routes.exportLedger.path,
      {
        config: { access: ledgerAccess },
        schema: {
          tags,
          summary: '导出支付流水（CSV，UTF-8 带 BOM；与列表相同的筛选）',
          querystring: routes.exportLedger.query,
          response: { 200: fileBody('支付流水（text/csv）') },
        },
      },
      async (request, reply) => {
        const csv = await ledgerCsv(ctx, principalOf(request), request.query);
        const name = '支付流水.csv';
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="payments.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(csv, 'utf8'));
      },
    );

    serveRoute(
      app,
      routes.inbox,
      {
        config: { access: ledgerAccess },
        schema: {
          tags,
          summary: '支付通知收件箱（仅平台；原文、验证与处理结果）',
        },
      },
      async (request) => ok(await inboxPage(ctx, principalOf(request), request.query)),
    );
  };

import { ok } from '@kc/domain';
import { mailSandboxRefusals } from '@kc/domain/payment/invoice';
import { mailInvoiceSandboxRoutes as routes } from '@kc/domain/payment/mail-invoice-sandbox-routes';
import { sandboxFileRoutes as files } from '@kc/domain/sandbox/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';

/**
 * The sandbox console's outbox and e-invoice sandbox (README.md of providers/mail and providers/einvoice): the
 * mail every transport sent, with its attachments, and the e-invoice requests with their statuses and the
 * outcome of the next billing. Nothing here is part of the product's own flows.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

export const mailInvoiceSandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.mails,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '发件箱（所有发出的邮件及附件名、发送方式 outbox/smtp；新的在前）',
        },
      },
      async (request) => ok(await ctx.mailOutbox.list(request.query)),
    );

    app.get(
      files.mailAttachment.path,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '下载发件箱中邮件的附件（index 从 0 开始）',
          querystring: files.mailAttachment.query,
          response: { 200: files.mailAttachment.answer },
        },
      },
      async (request, reply) => {
        const file = await ctx.mailOutbox.attachment(request.query.id, request.query.index);
        if (!file) throw mailSandboxRefusals.attachmentMissing();
        return reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `attachment; filename="attachment"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.content));
      },
    );

    serveRoute(
      app,
      routes.einvoices,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '电子发票沙箱收到的开票请求及状态（20 开票中、21 签章中、2 完成、22 失败、24 签章失败）',
        },
      },
      async (request) => ok(await ctx.einvoiceSandbox.listOrders(request.query)),
    );

    serveRoute(
      app,
      routes.einvoiceSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '电子发票沙箱设置：下一次开票的结果',
        },
      },
      async () => ok(await ctx.einvoiceSandbox.settings()),
    );

    serveRoute(
      app,
      routes.saveEinvoiceSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '设置下一次开票（或重新开票）的结果：ok 成功、fail22 开票失败、fail24 签章失败（用一次后恢复 ok）',
        },
      },
      async (request) => ok(await ctx.einvoiceSandbox.setNextOutcome(request.body.nextOutcome)),
    );
  };

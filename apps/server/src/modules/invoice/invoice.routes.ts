import { idQuery, ok } from '@kc/domain';
import { contractPdfBytes } from '@kc/domain/contract/contract';
import { InvoiceStatus, invoiceRefusals as refuse } from '@kc/domain/payment/invoice';
import { invoiceRoutes as routes } from '@kc/domain/payment/invoice-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import { issueInvoice, registerInvoiceWorker, reissueInvoice } from './invoice-issue';
import { pageTemplates, removeTemplates, saveTemplate, setDefaultTemplate, templatesFor } from './invoice-templates';
import {
  canSeeInvoiceFile,
  INVOICE_FILE_OWNER,
  invoicesOfContract,
  loadVisibleInvoice,
  pageInvoices,
  supplyInvoice,
} from './invoices';

const tags = ['发票'];
const BASE = '/api/kc-flrk/invoice';

/**
 * Menus (spec 2 §6): the invoice list 发票记录 `trade_invoice_record`, the
 * invoice information `trade_invoice`, the parties' contract screens `contract_list` (the apply dialog), the
 * platform's `contract_manage`.
 */
const invoiceMenus = ['trade_invoice_record'];
const templateAccess = { access: { perm: ['trade_invoice'] } };
const templateListAccess = { access: { perm: ['trade_invoice', 'contract_list', ...invoiceMenus] } };
const applyAccess = { access: { perm: ['contract_list', ...invoiceMenus] } };
const readAccess = { access: { perm: ['contract_list', 'contract_manage', ...invoiceMenus] } };
const platformAccess = { access: { perm: invoiceMenus } };

/** Invoices of the platform's service fee (spec 2 §5 Invoice, §6, §7 Invoices; README.md). */
export const invoiceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    ctx.files.registerOwnerResolver(INVOICE_FILE_OWNER, (p, ownerId) => canSeeInvoiceFile(ctx.db, p, ownerId));
    await registerInvoiceWorker(ctx);

    serveRoute(
      app,
      routes.templateList,
      {
        config: templateListAccess,
        schema: {
          tags,
          summary: '企业的开票信息（默认的在前；只能查本企业的，平台可查任一企业）',
        },
      },
      async (request) => ok(await templatesFor(ctx.db, principalOf(request), request.query.shipperId)),
    );

    serveRoute(
      app,
      routes.templatePage,
      {
        config: templateAccess,
        schema: {
          tags,
          summary: '本企业的开票信息分页（默认的在前）',
        },
      },
      async (request) => ok(await pageTemplates(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.saveTemplate,
      {
        config: templateAccess,
        schema: {
          tags,
          summary: '新增或修改本企业的开票信息（第一条自动设为默认；isDefault 1 设为默认并取消其他默认）；返回 id',
        },
      },
      async (request) => ok(await saveTemplate(ctx.db, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.removeTemplates,
      {
        config: templateAccess,
        schema: {
          tags,
          summary: '删除本企业的开票信息（ids 逗号分隔；删除默认的则最新的一条成为默认）',
        },
      },
      async (request) => {
        await removeTemplates(ctx.db, principalOf(request), idsOf(request));
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.setDefault,
      {
        config: templateAccess,
        schema: {
          tags,
          summary: '设为默认开票信息（同一事务中取消本企业其他默认）',
        },
      },
      async (request) => {
        await setDefaultTemplate(ctx.db, principalOf(request), request.body.id);
        return ok(true as const);
      },
    );

    serveRoute(
      app,
      routes.supply,
      {
        config: applyAccess,
        schema: {
          tags,
          summary: '申请开票（合同当事方为本方已支付的平台服务费申请，每方每合同一次；发票状态 10）；返回发票 id',
        },
      },
      async (request) => ok(await supplyInvoice(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.page,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '发票分页（平台看全部，企业看本企业的；新的在前）',
        },
      },
      async (request) => ok(await pageInvoices(ctx, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.byContract,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '合同的发票（当事方看本方的，平台看双方的；已开具的 pdfPath 为签名下载链接）',
        },
      },
      async (request) => ok(await invoicesOfContract(ctx, principalOf(request), request.query.contractId)),
    );

    for (const move of ['issue', 'reissue'] as const) {
      serveRoute(
        app,
        routes[move],
        {
          config: platformAccess,
          schema: {
            tags,
            summary:
              move === 'issue'
                ? '开具发票（仅平台；10 → 11，提交电子发票平台，后台任务查询结果：开具成功 12 并邮件发送 PDF，失败 0）'
                : '重新开票（仅平台；开票异常 0 → 11）',
          },
        },
        async (request) => {
          const p = principalOf(request);
          await (move === 'issue' ? issueInvoice : reissueInvoice)(ctx, p, request.body.id);
          return ok(true as const);
        },
      );
    }

    app.get(
      `${BASE}/download`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '下载已开具的电子发票 PDF（发票所属企业和平台）',
          querystring: idQuery,
          response: { 200: contractPdfBytes },
        },
      },
      async (request, reply) => {
        const row = await loadVisibleInvoice(ctx.db, principalOf(request), request.query.id);
        if (row.status !== InvoiceStatus.issued || !row.fileId) throw refuse.notIssued();
        const bytes = await ctx.files.read(row.fileId);
        if (!bytes) throw refuse.notIssued();
        const name = `电子发票-${row.invoiceNo ?? row.id}.pdf`;
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="invoice-${row.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
    );
  };

import { idQuery, notFound, ok } from '@kc/domain';
import { receiptListQuery, receiptVerifyQuery } from '@kc/domain/receipt/receipt';
import { receiptMessages } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isParty } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { RECEIPT_FILE_OWNER } from './generate-receipts';
import { findReceiptByToken, pageReceipts, receiptDetail, receiptVerification } from './receipt.repo';
import { receipt } from './receipt.table';

const tags = ['仓单'];
const access = { perm: ['ple_bill'] };

/** Receipts: list, detail, and the public verification page the PDF's QR code opens. */
export const receiptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A receipt's PDFs (generated and signed) may be seen by its two parties, the platform and banks.
    ctx.files.registerOwnerResolver(RECEIPT_FILE_OWNER, async (p, ownerId) => {
      const [row] = await ctx.db
        .select({ cargoOwnerId: receipt.cargoOwnerId, warehouseId: receipt.warehouseId })
        .from(receipt)
        .where(and(eq(receipt.id, ownerId), eq(receipt.tenantId, p.tenantId)))
        .limit(1);
      return row != null && isParty(p, row.cargoOwnerId, row.warehouseId);
    });

    app.get(
      '/api/kc-flrk/ple/bill/list',
      {
        config: { access },
        schema: {
          tags,
          summary: '仓单分页（本企业为货主或仓库的仓单，按生成时间倒序）',
          querystring: receiptListQuery,
        },
      },
      async (request) => ok(await pageReceipts(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      '/api/kc-flrk/ple/bill/detail',
      { config: { access }, schema: { tags, summary: '仓单详情（属性、PDF、签章链）', querystring: idQuery } },
      async (request) => {
        const detail = await receiptDetail(ctx.db, principalOf(request), request.query.id, ctx.fileLink);
        if (!detail) throw notFound(receiptMessages.notFound);
        return ok(detail);
      },
    );

    app.get(
      '/api/kc-flrk/ple/bill/verify',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary: '仓单真伪验证（公开，扫码打开；不含数量、重量等保密信息）',
          querystring: receiptVerifyQuery,
        },
      },
      async (request) => {
        const view = await receiptVerification(ctx.db, request.query.token);
        if (!view) throw notFound(receiptMessages.notFound);
        return ok(view);
      },
    );

    app.get(
      '/api/kc-flrk/ple/bill/verifyFile',
      {
        config: { access: { public: true } },
        schema: { tags, summary: '仓单验证页的当前仓单 PDF（公开）', querystring: receiptVerifyQuery },
      },
      async (request, reply) => {
        const r = await findReceiptByToken(ctx.db, request.query.token);
        const row = r?.fileId ? await ctx.files.find(r.fileId) : undefined;
        const stream = row ? await ctx.files.open(row) : undefined;
        if (!r || !row || !stream) throw notFound(receiptMessages.notFound);
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-length', row.size)
            .header('content-disposition', `inline; filename="${r.code}.pdf"`)
            // Each signature replaces the file: revalidate every time, the hash is the version.
            .header('cache-control', 'no-cache')
            .header('etag', `"${row.sha256}"`)
            .send(stream)
        );
      },
    );
  };

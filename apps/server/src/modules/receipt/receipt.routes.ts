import { ok } from '@kc/domain';
import { pdfDocument, receiptVerifyUrl, receiptRefusals as refuse } from '@kc/domain/receipt/receipt';
import { receiptRoutes as routes } from '@kc/domain/receipt/receipt-routes';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { RECEIPT_FILE_OWNER } from './generate-receipts';
import { findReceiptByToken, pageReceipts, receiptDetail, receiptVerification } from './receipt.repo';
import { receipt } from './receipt.table';
import { receiptFile } from './receipt-document';
import { renderVerificationPdf } from './verification-pdf';

const tags = ['仓单'];
const access = { perm: ['ple_bill'] };

/**
 * Public verification documents, by token, current hash and origin: the page and every scan of the QR code ask
 * for it again, and a document takes tens of ms of CPU to lay out. A new signature changes the hash.
 */
const verificationPdfs = new Map<string, Promise<Uint8Array>>();
const VERIFICATION_CACHE_SIZE = 200;
const cachedVerificationPdf = (key: string, render: () => Promise<Uint8Array>) => {
  let found = verificationPdfs.get(key);
  if (!found) {
    found = render();
    found.catch(() => verificationPdfs.delete(key));
    verificationPdfs.set(key, found);
    if (verificationPdfs.size > VERIFICATION_CACHE_SIZE) verificationPdfs.delete(verificationPdfs.keys().next().value!);
  }
  return found;
};

/** Receipts: list, detail, and the public verification page the PDF's QR code opens. */
export const receiptRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const drawMissing = (billId: string) => receiptFile(ctx, billId);
    // A receipt's PDFs (generated and signed) are seen by its two parties and the platform operator who signs
    // it; a bank has no business with them until a pledge makes it a party.
    ctx.files.registerOwnerResolver(RECEIPT_FILE_OWNER, async (p, ownerId) => {
      const [row] = await ctx.db
        .select({ cargoOwnerId: receipt.cargoOwnerId, warehouseId: receipt.warehouseId })
        .from(receipt)
        .where(and(eq(receipt.id, ownerId), eq(receipt.tenantId, p.tenantId)))
        .limit(1);
      if (!row) return false;
      return isPlatformOperator(p) || (p.postId != null && [row.cargoOwnerId, row.warehouseId].includes(p.postId));
    });

    serveRoute(
      app,
      routes.list,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓单分页（本企业为货主或仓库的仓单，按生成时间倒序）',
        },
      },
      async (request) => ok(await pageReceipts(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access },
        schema: {
          tags,
          summary: '仓单详情（属性、PDF、签章链）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const read = () => receiptDetail(ctx.db, p, request.query.id, (ids) => ctx.files.linksFor(p, ids));
        let detail = await read();
        if (!detail) throw refuse.notFound();
        // A receipt whose PDF was not drawn after its generation (a failed render) is drawn now, for its links.
        if (!detail.fileId && (await receiptFile(ctx, detail.id))) detail = (await read())!;
        return ok(detail);
      },
    );

    serveRoute(
      app,
      routes.verify,
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary: '仓单真伪验证（公开，扫码打开；不含数量、重量等保密信息）',
        },
      },
      async (request) => {
        const view = await receiptVerification(ctx.db, request.query.token, drawMissing);
        if (!view) throw refuse.notFound();
        return ok(view);
      },
    );

    // S7: without a login nobody gets the receipt itself (owner, weights, quantities, locator, inbound order),
    // only a verification document with what the public page shows.
    // Not serveRoute: the answer is the file, not the envelope (the contract's answer is z.unknown()).
    app.get(
      routes.verifyFile.path,
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary: '仓单验证凭证 PDF（公开；仅编号、状态、仓储物、当前文件哈希与签章记录，不含仓单本身）',
          querystring: routes.verifyFile.query,
          // The PDF's bytes go out as they are (a Buffer skips the answer serialiser); refusals are envelopes.
          response: { 200: pdfDocument },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        const view = await receiptVerification(ctx.db, token, drawMissing);
        if (!view) throw refuse.notFound();
        const origin = requestOrigin(ctx.config, request);
        const pdf = await cachedVerificationPdf(
          `${token}:${view.sha256}:${view.status}:${view.chain.length}:${origin}`,
          () => renderVerificationPdf(view, receiptVerifyUrl(origin, token)),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${view.code}-verify.pdf"`)
          .header('cache-control', 'no-cache')
          .send(Buffer.from(pdf));
      },
    );

    // The receipt itself, from the verification page, for a logged-in party (the detail's party rule: its cargo
    // owner and warehouse, the platform and banks); anyone else gets 404 as for a receipt that does not exist.
    serveRoute(
      app,
      routes.verifyFullFile,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '验证页的完整仓单 PDF 链接（仅仓单当事方与平台）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const r = await findReceiptByToken(ctx.db, request.query.token);
        // The receipt file's own rule (its parties and the platform operator) decides, as for any file link.
        if (!r || r.tenantId !== p.tenantId) throw refuse.notFound();
        const file = await receiptFile(ctx, r.id);
        if (!file) throw refuse.notFound();
        const fileLink = await ctx.files.linkFor(p, file.fileId);
        if (!fileLink) throw refuse.notFound();
        return ok({ code: r.code, sha256: file.sha256, fileLink });
      },
    );
  };

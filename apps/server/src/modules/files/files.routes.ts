import { accessRefusals, commonMessages, lineText, ok, uploadRefusals } from '@kc/domain';
import { enterpriseRefusals } from '@kc/domain/enterprise/refusals';
import { fileBody } from '@kc/domain/files/answers';
import { fileRoutes } from '@kc/domain/files/files-routes';
import { filesRefusals } from '@kc/domain/files/refusals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, bearerToken, principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { FILE_ROUTE } from '../../platform/files/link';
import { checkUpload, MB, receiveUpload, type UploadRule } from '../../platform/files/upload';
import { serveRoute } from '../../platform/http/serve-route';
import type { RecognitionKind } from '../../providers/recognition/port';
import { everApproved, findEnterprise } from '../enterprise';

/** spec 3 §7 attachment endpoint: images, PDF and Word, 5 MB. */
const attachRule: UploadRule = {
  kinds: ['jpg', 'png', 'bmp', 'webp', 'gif', 'svg', 'pdf', 'doc', 'docx'],
  maxBytes: 5 * MB,
  typeMessage: commonMessages.uploadAttachTypes,
  sizeMessage: commonMessages.uploadTooLarge5mb,
};

/** spec 1 §5, §9: ID photos, licence and logo are jpg, jpeg or png of at most 4 MB. */
const imageRule = (sizeMessage: string): UploadRule => ({
  kinds: ['jpg', 'png'],
  maxBytes: 4 * MB,
  typeMessage: commonMessages.uploadImageTypes,
  sizeMessage,
});

/** uploadFileForFront `type`: 1 ID front, 2 ID back, 3 business licence, 4 logo. */
const frontTypes: Record<string, { rule: UploadRule; recognise: RecognitionKind | null }> = {
  '1': { rule: imageRule(commonMessages.uploadImageTooLarge4mb), recognise: 'idFront' },
  '2': { rule: imageRule(commonMessages.uploadImageTooLarge4mb), recognise: 'idBack' },
  '3': { rule: imageRule(commonMessages.uploadImageTooLarge4mb), recognise: 'licence' },
  '4': { rule: imageRule(commonMessages.uploadLogoTooLarge), recognise: null },
};

/** RFC 5987: an ASCII fallback plus the UTF-8 name, so Chinese names survive every browser. */
const contentDisposition = (name: string, how: 'inline' | 'attachment') => {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${how}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/**
 * An uploaded SVG (spec 1 §5 accepts it for materials) is a document that may carry script: it is only ever
 * downloaded, never opened in the browser as a page of ours (an <img> still shows it, without running anything).
 */
const DOCUMENT_TYPES = new Set(['image/svg+xml']);

/** spec 1 §5: an approved enterprise's new licence must carry the credit code it was approved with. */
const assertSameCreditCode = async (ctx: AppContext, p: Principal, creditCode: string) => {
  const own = p.postId ? await findEnterprise(ctx.db, p.tenantId, p.postId) : undefined;
  if (own && everApproved(own) && own.isPerson === 0 && own.creditCode && own.creditCode !== creditCode) {
    throw enterpriseRefusals.creditCodeMismatch();
  }
};

export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      fileRoutes.attach,
      {
        config: { access: { self: true } },
        schema: { tags: ['文件'], summary: '上传附件（multipart 字段 file；图片、PDF、Word，≤5MB）' },
      },
      async (request) => {
        const received = await receiveUpload(request, attachRule.maxBytes);
        const file = await checkUpload(received.file, attachRule);
        const p = principalOf(request);
        const row = await ctx.files.store(p, file);
        return ok({
          attachId: row.id,
          link: await ctx.files.linkFor(p, row.id),
          originalName: row.originalName,
          name: row.storageKey,
        });
      },
    );

    serveRoute(
      app,
      fileRoutes.front,
      {
        config: { access: { self: true } },
        schema: {
          tags: ['文件'],
          summary: '上传证照图片（multipart 字段 file、type：1 身份证正面 2 反面 3 营业执照 4 logo），返回识别结果',
        },
      },
      async (request) => {
        const received = await receiveUpload(request, 4 * MB);
        if (!received.file) throw uploadRefusals.missing();
        const front = frontTypes[received.fields.type ?? ''];
        if (!front) throw uploadRefusals.kindInvalid();
        const file = await checkUpload(received.file, front.rule);
        const result = front.recognise ? await ctx.recognition.recognise(front.recognise, file.bytes, file.mime) : null;
        if (result?.recognised && 'creditCode' in result.fields) {
          await assertSameCreditCode(ctx, principalOf(request), result.fields.creditCode);
        }
        const p = principalOf(request);
        const row = await ctx.files.store(p, file);
        return ok({ imgId: row.id, link: await ctx.files.linkFor(p, row.id), originalName: row.originalName, result });
      },
    );

    app.get(
      `${FILE_ROUTE}/:id`,
      {
        // A signed link needs no token; without one the handler checks the token and who may see the file.
        config: { access: { public: true } },
        schema: {
          response: { 200: fileBody('文件内容（其类型见 content-type）') },
          tags: ['文件'],
          summary: '下载附件：带签名（e、s）无需登录，否则需登录且有权查看',
          params: z.object({ id: z.string().regex(/^\d{1,19}$/, 'id 格式错误') }),
          querystring: z.object({
            e: lineText('链接有效期').max(20).optional(),
            s: lineText('链接签名').max(100).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { e, s } = request.query;
        const signed = e !== undefined || s !== undefined;
        if (signed && !(e && s && (await ctx.files.verify(id, e, s)))) throw filesRefusals.linkInvalid();
        const principal = signed ? undefined : await authenticate(ctx.tokens, ctx.principals, bearerToken(request));
        const row = await ctx.files.find(id);
        if (!row || (principal && !(await ctx.files.canSee(principal, row)))) throw accessRefusals.notFound();
        const stream = await ctx.files.open(row);
        if (!stream) throw accessRefusals.notFound();
        reply
          .header('content-type', row.mime)
          .header('content-length', row.size)
          .header(
            'content-disposition',
            contentDisposition(row.originalName, DOCUMENT_TYPES.has(row.mime) ? 'attachment' : 'inline'),
          )
          .header('x-content-type-options', 'nosniff')
          // No longer than a signed link lives (platform/files/link.ts).
          .header('cache-control', 'private, max-age=600')
          .header('etag', `"${row.sha256}"`);
        // Should a browser render it anyway, nothing in it runs or loads, and it is no page of our origin.
        if (DOCUMENT_TYPES.has(row.mime)) {
          reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        }
        return reply.send(stream);
      },
    );
  };

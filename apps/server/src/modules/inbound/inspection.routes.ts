import { envelopeOf, idQuery, lineText, ok, pageOf, pageQuery } from '@kc/domain';
import { inspectionDetail as inspectionDetailAnswer, inspectionRecord } from '@kc/domain/inbound/answers';
import { inspectionSubmitBody } from '@kc/domain/inbound/inspection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { idsOf, idsSchema } from '../../platform/http/ids';
import {
  findVisibleInspection,
  INSPECTION_FILE_OWNER,
  inspectionDetail,
  inspectionPartiesOf,
  pageInspections,
} from './inspection.repo';
import { removeInspections } from './remove-inspections';
import { saveInspection } from './save-inspection';

const tags = ['公检管理'];
const view = { perm: ['check_test'] };
const save = { perm: ['test_save'] };

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);

const listQuery = pageQuery.extend({
  inputCode: z.preprocess(blankToUndefined, lineText('入库单号').trim().max(50).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
});

/** Inspection (公检, ple/test) of inbound orders: files per batch, save keeps 10, finish sets 1. */
export const inspectionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Inspection images are seen by the order's two parties and the platform operator who oversees inspections.
    ctx.files.registerOwnerResolver(INSPECTION_FILE_OWNER, async (p, ownerId) => {
      const [row] = await inspectionPartiesOf(ctx.db, [ownerId]);
      if (!row || row.tenantId !== p.tenantId) return false;
      return isPlatformOperator(p) || (p.postId != null && [row.shipperId, row.warehouseId].includes(p.postId));
    });

    const base = '/api/kc-flrk/ple/test';

    app.get(
      `${base}/list`,
      {
        config: { access: view },
        schema: {
          tags,
          summary: '公检分页',
          querystring: listQuery,
          response: { 200: envelopeOf(pageOf(inspectionRecord)) },
        },
      },
      async (request) => ok(await pageInspections(ctx.db, principalOf(request), request.query)),
    );

    app.get(
      `${base}/detail`,
      {
        config: { access: view },
        schema: {
          tags,
          summary: '公检详情（各批次的公检文件，新的在前）',
          querystring: idQuery,
          response: { 200: envelopeOf(inspectionDetailAnswer) },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleInspection(ctx.db, p, request.query.id);
        return ok(await inspectionDetail(ctx.db, row, (ids) => ctx.files.linksFor(p, ids)));
      },
    );

    app.post(
      `${base}/submit`,
      {
        config: { access: save },
        schema: {
          tags,
          summary: '保存（status 10）或完成（status 1）公检文件',
          body: inspectionSubmitBody,
          response: { 200: envelopeOf(z.literal(true)) },
        },
      },
      async (request) => {
        await saveInspection(ctx, principalOf(request), request.body);
        return ok(true);
      },
    );

    app.post(
      `${base}/remove`,
      {
        config: { access: save },
        schema: { tags, summary: '删除待公检的公检', ...idsSchema, response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        await removeInspections(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );
  };

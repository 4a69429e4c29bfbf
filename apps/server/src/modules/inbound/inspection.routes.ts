import { ok } from '@kc/domain';
import { inspectionRoutes as routes } from '@kc/domain/inbound/inspection-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import { isPlatformOperator } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
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

    serveRoute(
      app,
      routes.list,
      {
        config: { access: view },
        schema: {
          tags,
          summary: '公检分页',
        },
      },
      async (request) => ok(await pageInspections(ctx.db, principalOf(request), request.query)),
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access: view },
        schema: {
          tags,
          summary: '公检详情（各批次的公检文件，新的在前）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const row = await findVisibleInspection(ctx.db, p, request.query.id);
        return ok(await inspectionDetail(ctx.db, row, (ids) => ctx.files.linksFor(p, ids)));
      },
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: { access: save },
        schema: {
          tags,
          summary: '保存（status 10）或完成（status 1）公检文件；返回公检 id 及其状态',
        },
      },
      async (request) => ok(await saveInspection(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access: save },
        schema: { tags, summary: '删除待公检的公检' },
      },
      async (request) => {
        await removeInspections(ctx, principalOf(request), idsOf(request));
        return ok(true);
      },
    );
  };

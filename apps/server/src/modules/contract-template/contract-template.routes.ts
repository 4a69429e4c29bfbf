import { accessRefusals, offsetOf, ok, toPage } from '@kc/domain';
import { contractTemplateRoutes as routes } from '@kc/domain/contract/template-routes';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { idsOf } from '../../platform/http/ids';
import { serveRoute } from '../../platform/http/serve-route';
import {
  findTemplateRow,
  servingMaterial,
  templatesQuery,
  templateWhere,
  toDetail,
  toPageRows,
  toRecord,
} from './contract-template.repo';
import { contractTemplate as template } from './contract-template.table';
import { removeContractTemplates } from './remove-contract-templates';
import { saveContractTemplate } from './save-contract-template';

const tags = ['合同模板'];
/** The template screen's menu; writes also need the platform operator (template-access.ts). */
const keeper = { perm: ['contract_template'] };
/** Every logged-in user reads templates: the contract wizard picks one in step 1 (spec 2 §2). */
const reader = { self: true } as const;

/** Contract templates (spec 2 §3 Template, §7 Templates): the platform keeps them, the contract wizard reads them. */
export const contractTemplateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.listAll,
      {
        config: { access: reader },
        schema: {
          tags,
          summary: '全部合同模板（可按类别筛选：适用该类别或适用全部类别的模板）',
        },
      },
      async (request) => {
        const { materialId } = request.query;
        const rows = await templatesQuery(
          ctx.db,
          principalOf(request).tenantId,
          materialId ? servingMaterial(materialId) : undefined,
        );
        return ok(rows.map(toRecord));
      },
    );

    serveRoute(
      app,
      routes.page,
      {
        config: { access: keeper },
        schema: {
          tags,
          summary: '合同模板分页（按名称、类型筛选，新建的在前）',
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const q = request.query;
        const where = and(
          q.name ? ilike(template.name, `%${escapeLike(q.name)}%`) : undefined,
          q.templateType ? eq(template.templateType, q.templateType) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          templatesQuery(ctx.db, tenantId, where).limit(q.size).offset(offsetOf(q)),
          ctx.db.select({ n: count() }).from(template).where(templateWhere(tenantId, where)),
        ]);
        return ok(toPage(await toPageRows(ctx.db, tenantId, rows), total?.n ?? 0, q.current, q.size));
      },
    );

    serveRoute(
      app,
      routes.detail,
      {
        config: { access: reader },
        schema: {
          tags,
          summary: '合同模板详情（含条款）',
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const row = await findTemplateRow(ctx.db, tenantId, request.query.id);
        if (!row) throw accessRefusals.notFound();
        return ok(await toDetail(ctx.db, tenantId, row));
      },
    );

    serveRoute(
      app,
      routes.save,
      {
        config: { access: keeper, audit: { objectType: 'contract_template', action: 'save' } },
        schema: {
          tags,
          summary: '新增或修改合同模板（平台运营方）',
        },
      },
      async (request) => ok({ id: await saveContractTemplate(ctx.db, principalOf(request), request.body) }),
    );

    serveRoute(
      app,
      routes.remove,
      {
        config: { access: keeper, audit: { objectType: 'contract_template', action: 'remove' } },
        schema: {
          tags,
          summary: '批量删除合同模板（平台运营方）',
        },
      },
      async (request) => {
        await removeContractTemplates(ctx.db, principalOf(request), idsOf(request));
        return ok(true);
      },
    );
  };

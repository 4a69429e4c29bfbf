import { envelopeOf, lineText, MAX_PAGE_SIZE, ok } from '@kc/domain';
import { enterpriseListItem, enterpriseOption } from '@kc/domain/enterprise/answers';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { enterprise } from './enterprise.table';
import { approvedEnterprise } from './enterprise-participation';

const tags = ['企业下拉'];
const self = { self: true } as const;
const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);
const typeField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, '企业类型格式错误')
    .optional(),
);

const warehouseCompQuery = z.object({
  type: typeField,
  ccbOrgId_equal: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
const listQuery = z.object({
  type: typeField,
  name: z.preprocess(blankToUndefined, lineText('企业名称').trim().max(50).optional()),
  size: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数不能小于1')
      .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
      .default(MAX_PAGE_SIZE),
  ),
});

/**
 * Enterprise selects of the business screens: warehouses, financial institutions, buyers (index tenant+type).
 * They offer only enterprises the platform approved (spec 1 §4): no business is done with any other.
 */
export const enterpriseSelectRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const ofTenant = (tenantId: string, type: string) =>
      and(
        eq(enterprise.tenantId, tenantId),
        eq(enterprise.type, type),
        eq(enterprise.isDeleted, 0),
        approvedEnterprise(),
      );

    app.get(
      '/api/kc-flrk/enterprise/getWarehouseComp',
      {
        config: { access: self },
        schema: {
          response: { 200: envelopeOf(z.array(enterpriseOption)) },
          tags,
          summary: '按类型的企业下拉（type=2 仓库；type=5&ccbOrgId_equal=1 建行金融机构）',
          querystring: warehouseCompQuery,
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const rows = await ctx.db
          .select({ id: enterprise.id, name: enterprise.name })
          .from(enterprise)
          .where(
            and(
              ofTenant(p.tenantId, q.type ?? EnterpriseType.warehouse),
              q.ccbOrgId_equal === undefined ? undefined : eq(enterprise.ccbOrgId, q.ccbOrgId_equal),
            ),
          )
          .orderBy(asc(enterprise.name), asc(enterprise.id))
          .limit(MAX_PAGE_SIZE);
        return ok(rows);
      },
    );

    app.get(
      '/api/kc-flrk/enterprise/list',
      {
        config: { access: self },
        schema: {
          response: { 200: envelopeOf(z.array(enterpriseListItem)) },
          tags,
          summary: '按类型的企业列表（size 限定条数，最多 9999）',
          querystring: listQuery,
        },
      },
      async (request) => {
        const p = principalOf(request);
        const q = request.query;
        const rows = await ctx.db
          .select({ id: enterprise.id, name: enterprise.name, type: enterprise.type })
          .from(enterprise)
          .where(
            and(
              eq(enterprise.tenantId, p.tenantId),
              eq(enterprise.isDeleted, 0),
              approvedEnterprise(),
              q.type ? eq(enterprise.type, q.type) : undefined,
              q.name ? ilike(enterprise.name, `%${escapeLike(q.name)}%`) : undefined,
            ),
          )
          .orderBy(asc(enterprise.name), asc(enterprise.id))
          .limit(q.size);
        return ok(rows);
      },
    );
  };

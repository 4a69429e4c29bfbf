import { MAX_PAGE_SIZE, ok } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { enterpriseSelectRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { escapeLike } from '../../platform/db/like';
import { serveRoute } from '../../platform/http/serve-route';
import { enterprise } from './enterprise.table';
import { approvedEnterprise } from './enterprise-participation';

const tags = ['企业下拉'];
const self = { self: true } as const;
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

    serveRoute(
      app,
      routes.warehouseComp,
      {
        config: { access: self },
        schema: { tags, summary: '按类型的企业下拉（type=2 仓库；type=5&ccbOrgId_equal=1 建行金融机构）' },
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

    serveRoute(
      app,
      routes.list,
      { config: { access: self }, schema: { tags, summary: '按类型的企业列表（size 限定条数，最多 9999）' } },
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

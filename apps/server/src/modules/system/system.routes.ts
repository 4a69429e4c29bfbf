import { ok } from '@kc/domain';
import { menuRoutes } from '@kc/domain/system/menu-routes';
import { systemRoutes as routes } from '@kc/domain/system/system-routes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { buildTree, menusByIds } from './menu.repo';
import { region, tenant } from './system.table';

export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      menuRoutes.routes,
      { config: { access: { self: true } }, schema: { tags: ['菜单'], summary: '我的菜单（树）' } },
      async (request) => {
        const p = principalOf(request);
        const ids = await ctx.acl.menuIdsOf(p.roleIds);
        return ok(buildTree(await menusByIds(ctx.db, ids, 1)));
      },
    );

    serveRoute(
      app,
      menuRoutes.buttons,
      { config: { access: { self: true } }, schema: { tags: ['菜单'], summary: '我的按钮权限' } },
      async (request) => {
        const p = principalOf(request);
        const ids = await ctx.acl.menuIdsOf(p.roleIds);
        return ok(await menusByIds(ctx.db, ids, 2));
      },
    );

    serveRoute(
      app,
      routes.regions,
      {
        config: { access: { self: true } },
        schema: { tags: ['行政区划'], summary: '按上级编码列出行政区划（根为 00）' },
      },
      async (request) => {
        const rows = await ctx.db
          .select({
            code: region.code,
            parentCode: region.parentCode,
            name: region.name,
            level: region.level,
            hasChildren: sql<boolean>`exists (select 1 from ${region} c where c.parent_code = ${region}.code)`,
          })
          .from(region)
          .where(eq(region.parentCode, request.query.parentCode))
          .orderBy(asc(region.sort), asc(region.code));
        return ok(rows);
      },
    );

    serveRoute(
      app,
      routes.tenants,
      { config: { access: { self: true } }, schema: { tags: ['租户'], summary: '租户下拉' } },
      async (request) => {
        const p = principalOf(request);
        // Only the default top tenant sees every tenant (spec 1 §6); others see their own.
        const where =
          p.tenantId === '000000'
            ? eq(tenant.isDeleted, 0)
            : and(eq(tenant.isDeleted, 0), eq(tenant.tenantId, p.tenantId));
        const rows = await ctx.db
          .select({ tenantId: tenant.tenantId, tenantName: tenant.tenantName })
          .from(tenant)
          .where(where)
          .orderBy(asc(tenant.tenantId));
        return ok(rows);
      },
    );
  };

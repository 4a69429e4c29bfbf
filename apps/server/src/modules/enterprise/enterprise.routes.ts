import { notFound, ok } from '@kc/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import { assertParty } from '../../platform/access/party';
import type { AppContext } from '../../platform/context';
import { regionFullName } from '../system/region.repo';
import { enterprise } from './enterprise.table';

const idQuery = z.strictObject({ id: z.string().regex(/^\d{1,19}$/, 'id 格式错误') });

export const enterpriseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // spec 3 §2 home: the enterprise card (logo, name, address, code, materials with weight and unit).
    app.get(
      '/api/kc-flrk/enterprise/findEnterpriseInfoDetailForFrontIndex',
      {
        config: { access: { self: true } },
        schema: { tags: ['企业'], summary: '首页企业卡片', querystring: idQuery },
      },
      async (request) => {
        const p = principalOf(request);
        assertParty(p, request.query.id);
        const [e] = await ctx.db
          .select()
          .from(enterprise)
          .where(
            and(eq(enterprise.id, request.query.id), eq(enterprise.tenantId, p.tenantId), eq(enterprise.isDeleted, 0)),
          )
          .limit(1);
        if (!e) throw notFound();
        return ok({
          id: e.id,
          name: e.name,
          code: e.code,
          type: e.type,
          isPerson: e.isPerson,
          address: e.address,
          addressName: await regionFullName(ctx.db, e.address),
          addressDetail: e.addressDetail,
          logo: e.logo,
          logoLink: e.logo ? ctx.fileLink(e.logo) : null,
          // Stored goods per category arrive with the receipts module; until then the enterprise holds none.
          materialList: [] as { name: string; weight: string; weightUnit: string }[],
        });
      },
    );
  };

import { forbidden, notFound, ok } from '@kc/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { enterprise } from '../enterprise/enterprise.table';
import { user } from './user.table';

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/kc-user/info',
      {
        config: { access: { self: true } },
        schema: {
          tags: ['用户'],
          summary: '当前用户；带 id 时为 getUserInfo（userType、phone）',
          querystring: z.strictObject({
            id: z
              .string()
              .regex(/^\d{1,19}$/, 'id 格式错误')
              .optional(),
          }),
        },
      },
      async (request) => {
        const p = principalOf(request);
        const id = request.query.id ?? p.userId;
        // Another user's type and phone only for administrators of users in the same tenant.
        if (id !== p.userId && !(await ctx.acl.holdsAny(p.roleIds, ['user', 'user_view']))) throw forbidden();
        const [u] = await ctx.db
          .select()
          .from(user)
          .where(and(eq(user.id, id), eq(user.tenantId, p.tenantId), eq(user.isDeleted, 0)))
          .limit(1);
        if (!u) throw notFound();
        const [e] = u.postId
          ? await ctx.db
              .select({
                name: enterprise.name,
                code: enterprise.code,
                isPerson: enterprise.isPerson,
                type: enterprise.type,
              })
              .from(enterprise)
              .where(eq(enterprise.id, u.postId))
              .limit(1)
          : [];
        const self = id === p.userId;
        return ok({
          id: u.id,
          tenantId: u.tenantId,
          account: u.account,
          name: u.name,
          realName: u.realName,
          avatar: u.avatar,
          email: u.email,
          phone: u.phone,
          userType: u.userType,
          deptId: u.deptId,
          postId: u.postId,
          enterpriseName: e?.name ?? null,
          enterpriseCode: e?.code ?? null,
          enterpriseType: e?.type ?? null,
          isPerson: e?.isPerson ?? null,
          roleName: self ? p.roleNames.join(',') : undefined,
          roleAlias: self ? p.roleAliases.join(',') : undefined,
        });
      },
    );
  };

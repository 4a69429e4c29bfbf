import { ok } from '@kc/domain';
import { authRefusals as refuse } from '@kc/domain/auth/auth';
import { authRoutes as routes } from '@kc/domain/auth/auth-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';

// BladeX clients send a form or JSON, with extras such as scope and type, which are ignored on this one route.
// Credentials are read from the body only: a query string is written to access logs and browser history.
const CREDENTIAL_FIELDS = ['password', 'refresh_token'];

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.token,
      {
        config: { access: { public: true } },
        schema: { tags: ['认证'], summary: '登录（password）或刷新令牌（refresh_token）' },
      },
      async (request) => {
        if (CREDENTIAL_FIELDS.some((f) => f in request.query)) throw refuse.credentialsInQuery();
        // The body schema checked every field given; only the grant type must be there.
        const input = request.body ?? {};
        if (!input.grant_type) throw refuse.grantTypeInvalid();
        const headerTenant = request.headers['tenant-id'];
        if (input.grant_type === 'refresh_token') {
          if (!input.refresh_token) throw refuse.refreshTokenRequired();
          return ok(await ctx.auth.refresh(input.refresh_token));
        }
        if (!input.username) throw refuse.accountRequired();
        if (!input.password) throw refuse.passwordRequired();
        return ok(
          await ctx.auth.login({
            tenantId: input.tenantId ?? (typeof headerTenant === 'string' ? headerTenant : undefined),
            username: input.username,
            password: input.password,
            ip: request.ip,
          }),
        );
      },
    );

    serveRoute(
      app,
      routes.logout,
      { config: { access: { self: true } }, schema: { tags: ['认证'], summary: '退出登录' } },
      async (request) => {
        const p = principalOf(request);
        await ctx.auth.logout(p.userId, p.sessionId);
        return ok(true);
      },
    );
  };

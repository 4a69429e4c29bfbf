import { envelopeOf, lineText, ok } from '@kc/domain';
import { authRefusals as refuse, tokenAnswer } from '@kc/domain/auth/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';

// BladeX clients send a form or JSON, with extras such as scope and type, which are ignored on this one route.
// Credentials are read from the body only: a query string is written to access logs and browser history.
const CREDENTIAL_FIELDS = ['password', 'refresh_token'];
const tokenRequest = z.object({
  grant_type: z.enum(['password', 'refresh_token'], { error: 'grant_type 只能是 password 或 refresh_token' }),
  tenantId: lineText('租户编号').max(12, '租户编号最多12个字符').optional(),
  username: lineText('账号').trim().min(1, '请输入账号').max(50, '账号最多50个字符').optional(),
  password: lineText('密码').max(64, '密码格式错误').optional(),
  refresh_token: lineText('刷新令牌').max(200, '刷新令牌格式错误').optional(),
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/kc-auth/oauth/token',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['认证'],
          summary: '登录（password）或刷新令牌（refresh_token）',
          querystring: z.record(z.string(), z.unknown()),
          body: tokenRequest.partial().nullish(),
          response: { 200: envelopeOf(tokenAnswer) },
        },
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

    app.get(
      '/api/kc-auth/oauth/logout',
      {
        config: { access: { self: true } },
        schema: { tags: ['认证'], summary: '退出登录', response: { 200: envelopeOf(z.literal(true)) } },
      },
      async (request) => {
        const p = principalOf(request);
        await ctx.auth.logout(p.userId, p.sessionId);
        return ok(true);
      },
    );
  };

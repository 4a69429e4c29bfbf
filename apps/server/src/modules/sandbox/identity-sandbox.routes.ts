import { accessRefusals, formatDateTime, ok, toPage } from '@kc/domain';
import type { IdentitySandboxRequest } from '@kc/domain/borrower/answers';
import { identityRoutes as routes } from '@kc/domain/borrower/borrower-routes';
import { maskIdentityNumber } from '@kc/domain/borrower/identity-number';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import type { SandboxIdentityRow } from '../../providers/identity/sandbox.table';

/**
 * The console's 实名认证 tab (providers/identity): the requests the identity sandbox holds; a pending one is passed,
 * rejected with a reason or kept in progress. A decision reaches the product as a signed callback at once.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

const answerOf = (r: SandboxIdentityRow): IdentitySandboxRequest => ({
  ref: r.ref,
  name: r.name,
  identityNumber: maskIdentityNumber(r.identityNumber),
  status: r.status,
  reason: r.reason,
  hasPhoto: r.hasPhoto,
  delivered: r.delivered,
  createTime: formatDateTime(r.createTime),
});

export const identitySandboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.sandboxRequests,
      { config: sandboxOnly, schema: { tags, summary: '实名认证请求（新的在前；身份证号脱敏）' } },
      async (request) => {
        const q = request.query;
        const { rows, total } = await ctx.identitySandbox.list(q);
        return ok(toPage(rows.map(answerOf), total, q.current, q.size));
      },
    );
    serveRoute(
      app,
      routes.sandboxDecide,
      { config: sandboxOnly, schema: { tags, summary: '决定实名认证结果：通过、驳回（附原因）或保持认证中' } },
      async (request) => {
        const { ref, decision, reason } = request.body;
        const row = await ctx.identitySandbox.decide(ref, decision, reason);
        if (!row) throw accessRefusals.notFound();
        return ok(answerOf(row));
      },
    );
  };

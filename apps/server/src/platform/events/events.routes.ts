import { ok } from '@kc/domain';
import { authRefusals, eventStreamAnswer } from '@kc/domain/auth/auth';
import { authRoutes } from '@kc/domain/auth/auth-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, bearerToken, principalOf } from '../access/guard';
import { principalOfSession } from '../auth/principal';
import type { AppContext } from '../context';
import { serveRoute } from '../http/serve-route';
import { openEventStream } from './sse';

export const eventsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // An open stream would keep the server from closing.
    app.addHook('preClose', async () => ctx.events.closeAll());

    serveRoute(
      app,
      authRoutes.eventTicket,
      {
        config: { access: { self: true } },
        schema: { tags: ['实时事件'], summary: '换取一分钟有效的实时事件票据（EventSource 无法携带请求头）' },
      },
      async (request) => {
        const ticket = await ctx.events.tickets.issue(principalOf(request));
        return ok({ ticket, expiresIn: ctx.events.tickets.ttlSeconds });
      },
    );

    // Not served with serveRoute: the answer is the event stream, not the envelope (only its path and query come
    // from the contract).
    app.get(
      authRoutes.events.path,
      {
        // Authenticated here: by the kc-Auth header, or by a ticket in the query for EventSource.
        config: { access: { public: true } },
        schema: {
          tags: ['实时事件'],
          summary: '实时事件流（text/event-stream）：先发 ready，之后推送发给当前用户的事件，每 25 秒一次心跳',
          querystring: authRoutes.events.query,
          // The stream is written by hand (sse.ts), never serialised: this only documents it.
          response: { 200: eventStreamAnswer },
        },
      },
      async (request, reply) => {
        const { ticket } = request.query;
        let principal: Awaited<ReturnType<typeof authenticate>>;
        if (ticket) {
          const claims = await ctx.events.tickets.verify(ticket);
          if (!claims) throw authRefusals.tokenInvalid();
          principal = await principalOfSession(ctx.principals, claims);
        } else {
          principal = await authenticate(ctx.tokens, ctx.principals, bearerToken(request));
        }
        let detach = () => {};
        const stream = openEventStream(reply, () => detach());
        detach = ctx.events.attach(principal, stream);
        stream.send('ready', { userId: principal.userId });
        return reply;
      },
    );
  };

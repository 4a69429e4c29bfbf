import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { lineText } from '../shared/text';
import { userInfo } from '../user/user';
import { eventTicketAnswer, tokenAnswer } from './auth';

/**
 * POST oauth/token: BladeX clients send a form or JSON, with extras such as scope and type, which are ignored.
 * Every field is checked when given; only the grant type must be there (the route says which are missing).
 * Kept to this file (not exported) as it was in the server's route: its message has no refusal reason of its own
 * yet (the input check, scripts/checks/input-reasons.ts, lists exported schemas), so a refusal still answers
 * request.invalid; giving it a reason would change the answer, which moving the route must not do.
 */
const tokenRequest = z.object({
  grant_type: z.enum(['password', 'refresh_token'], { error: 'grant_type 只能是 password 或 refresh_token' }),
  tenantId: lineText('租户编号').max(12, '租户编号最多12个字符').optional(),
  username: lineText('账号').trim().min(1, '请输入账号').max(50, '账号最多50个字符').optional(),
  password: lineText('密码').max(64, '密码格式错误').optional(),
  refresh_token: lineText('刷新令牌').max(200, '刷新令牌格式错误').optional(),
});

/** GET kc-user/info: the caller, or with `id` a user an administrator of users manages. */
export const userInfoQuery = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,19}$/, 'id 格式错误')
    .optional(),
});

/** GET /api/events: the ticket EventSource opens the stream with (it cannot send the kc-Auth header). */
export const eventStreamQuery = z.object({ ticket: lineText('事件凭证').max(2000).optional() });

/** GET /api/health: the process answers, and what the web needs to know before a log-in. */
export const healthAnswer = z.object({
  status: z.enum(['UP', 'DOWN']),
  database: z.enum(['pglite', 'postgres']),
  tenantMode: z.boolean(),
  /** Sandboxes play the outside parties (SANDBOXES): every page of the web app shows 沙箱环境. */
  sandboxes: z.boolean(),
});

/**
 * The session (认证): logging in and out, the caller's own user, the ticket for the event stream, and the health
 * check the web reads before a log-in. Served by the server's auth and user modules and its platform (events,
 * health), called by the web's api client, session queries, live events and server facts.
 */
export const authRoutes = {
  /**
   * Log in (grant_type password) or refresh (refresh_token). Credentials are read from the body only (a query
   * string is written to access logs); the query is taken so that the route can refuse credentials sent there.
   */
  token: defineRoute({
    method: 'POST',
    path: '/api/kc-auth/oauth/token',
    query: z.record(z.string(), z.unknown()),
    body: tokenRequest.partial().nullish(),
    answer: tokenAnswer,
  }),
  logout: defineRoute({ method: 'GET', path: '/api/kc-auth/oauth/logout', answer: z.literal(true) }),
  userInfo: defineRoute({ method: 'GET', path: '/api/kc-user/info', query: userInfoQuery, answer: userInfo }),
  eventTicket: defineRoute({ method: 'POST', path: '/api/events/ticket', answer: eventTicketAnswer }),
  /**
   * The event stream. Not an envelope route: it answers text/event-stream (`eventStreamAnswer` documents it), so
   * its answer here is z.unknown(); the server writes the stream itself and the web opens it with EventSource.
   */
  events: defineRoute({ method: 'GET', path: '/api/events', query: eventStreamQuery, answer: z.unknown() }),
  health: defineRoute({ method: 'GET', path: '/api/health', answer: healthAnswer }),
} as const;

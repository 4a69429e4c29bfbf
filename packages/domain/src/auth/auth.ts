import { z } from 'zod';
import { defineRefusals } from '../shared/errors';
import { authMessages } from '../shared/messages';

/**
 * Every refusal of logging in, refreshing and presenting a session (spec 1 §5 Login; API.md "Answers"): the
 * token call, the access guard, the event stream and the old password of a password change.
 */
export const authRefusals = defineRefusals('auth', {
  credentialsInQuery: [400, authMessages.credentialsInQuery],
  grantTypeInvalid: [400, 'grant_type 只能是 password 或 refresh_token'],
  refreshTokenRequired: [400, '请提供 refresh_token'],
  accountRequired: [400, '请输入账号'],
  passwordRequired: [400, '请输入密码'],
  passwordFormat: [400, '密码格式错误'],
  badCredentials: [400, authMessages.badCredentials],
  /** A disabled user's log-in (400, as BladeX answers it). */
  userDisabled: [400, authMessages.userDisabled],
  locked: [429, authMessages.locked],
  addressLocked: [429, authMessages.addressLocked],
  passwordLocked: [429, authMessages.passwordLocked],
  refreshInvalid: [401, authMessages.refreshInvalid],
  /** A session whose user was disabled since (401: the session ends). */
  sessionUserDisabled: [401, authMessages.userDisabled],
  tokenMissing: [401, authMessages.tokenMissing],
  tokenExpired: [401, authMessages.tokenExpired],
  tokenInvalid: [401, authMessages.tokenInvalid],
});

/** POST /api/kc-auth/oauth/token: the BladeX token answer (snake_case, as its clients read it). */
export const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  user_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  real_name: z.string().nullable(),
  role_name: z.string(),
  role_alias: z.string(),
  tenant_id: z.string(),
  post_id: z.string().nullable(),
  dept_id: z.string().nullable(),
  user_type: z.number().int(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** POST /api/events/ticket: a one-minute ticket for opening the event stream with EventSource. */
export const eventTicketAnswer = z.object({ ticket: z.string(), expiresIn: z.number().int() });

/**
 * GET /api/events answers text/event-stream, not JSON: `event: ready` first, then the user's events and a
 * heartbeat every 25 seconds. The route writes the stream itself; this schema only documents it.
 */
export const eventStreamAnswer = z
  .string()
  .meta({ description: 'text/event-stream：event: <类型>\\ndata: <JSON>，先发 ready，每 25 秒一次心跳' });

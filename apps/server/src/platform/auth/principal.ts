import { authRefusals as refuse } from '@kc/domain/auth/auth';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Bus } from '../events/bus';
import { refreshToken } from './auth.table';
import type { IdentityDirectory } from './identity';

/** The logged-in user as every route sees it. `postId` is the user's enterprise (spec 1 §6). */
export type Principal = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  realName: string | null;
  userType: number;
  postId: string | null;
  deptId: string | null;
  roleIds: string[];
  roleAliases: string[];
  roleNames: string[];
  tokenVersion: number;
  sessionId: string;
};

type UserState = Omit<Principal, 'sessionId'> & { active: boolean; revokedSessions: Set<string> };

const USER_TOPIC = 'user-changed';
const TTL_MS = 60_000;

/**
 * Per-user state behind every request, cached in memory and dropped on every instance the moment a user
 * changes (disabled, password, roles, logout): `invalidate` publishes over LISTEN/NOTIFY.
 */
export const createPrincipalStore = (db: Db, identity: IdentityDirectory, bus: Bus, revokeWindowSeconds: number) => {
  const cache = new Map<string, { state: UserState; at: number }>();
  // Subscribed first, so the cache is dropped before any `onChange` listener looks again.
  bus.subscribe(USER_TOPIC, (payload) => {
    const id = (payload as { userId?: string })?.userId;
    if (id) cache.delete(id);
    else cache.clear();
  });

  const load = async (userId: string): Promise<UserState | null> => {
    const u = await identity.load(userId);
    if (!u) return null;
    const since = new Date(Date.now() - revokeWindowSeconds * 1000);
    const revoked = await db
      .select({ family: refreshToken.family })
      .from(refreshToken)
      .where(
        and(eq(refreshToken.userId, userId), isNotNull(refreshToken.revokedAt), gt(refreshToken.revokedAt, since)),
      );
    const { roles, ...rest } = u;
    return {
      ...rest,
      roleIds: roles.map((r) => r.id),
      roleAliases: roles.map((r) => r.alias),
      roleNames: roles.map((r) => r.name),
      revokedSessions: new Set(revoked.map((r) => r.family)),
    };
  };

  return {
    get: async (userId: string) => {
      const hit = cache.get(userId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.state;
      const state = await load(userId);
      if (state) cache.set(userId, { state, at: Date.now() });
      return state;
    },
    invalidate: async (userId?: string) => {
      if (userId) cache.delete(userId);
      else cache.clear();
      await bus.publish(USER_TOPIC, { userId });
    },
    /** Calls `handler` on every instance when a user changes (undefined: every user), after the cache is dropped. */
    onChange: (handler: (userId: string | undefined) => void) =>
      bus.subscribe(USER_TOPIC, (payload) => handler((payload as { userId?: string })?.userId)),
    /** Users whose cached roles must be dropped, e.g. after a role is deleted. */
    usersOfRoles: async (roleIds: string[]) => (roleIds.length ? identity.usersOfRoles(roleIds) : []),
  };
};

export type PrincipalStore = ReturnType<typeof createPrincipalStore>;

/** What a token or ticket says about its session. */
export type SessionClaims = { sub: string; tid: string; tv: number; sid: string };

/**
 * The principal behind still-valid session claims, or a 401: an unknown or disabled user, a changed password
 * or a logged-out session ends every token and ticket at once.
 */
export const principalOfSession = async (principals: PrincipalStore, claims: SessionClaims): Promise<Principal> => {
  const state = await principals.get(claims.sub);
  if (!state || state.tenantId !== claims.tid) throw refuse.tokenInvalid();
  if (!state.active) throw refuse.sessionUserDisabled();
  if (state.tokenVersion !== claims.tv || state.revokedSessions.has(claims.sid)) {
    throw refuse.tokenExpired();
  }
  const { active: _a, revokedSessions: _r, ...principal } = state;
  return { ...principal, sessionId: claims.sid };
};

/**
 * Whether a session still stands: its user is active and it was not ended (log-out, password change or
 * reset, a leaked refresh token). Only sessions ended within the store's revoke window are known, so
 * whatever relies on this must not live longer than that window.
 */
export const sessionAlive = async (principals: PrincipalStore, userId: string, sessionId: string) => {
  const state = await principals.get(userId);
  return Boolean(state?.active && !state.revokedSessions.has(sessionId));
};

import { authMessages, unauthorized } from '@kc/domain';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { role } from '../../modules/system/system.table';
import { user, userRole } from '../../modules/user/user.table';
import type { Db } from '../db/client';
import type { Bus } from '../events/bus';
import { refreshToken } from './auth.table';

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
export const createPrincipalStore = (db: Db, bus: Bus, revokeWindowSeconds: number) => {
  const cache = new Map<string, { state: UserState; at: number }>();
  bus.subscribe(USER_TOPIC, (payload) => {
    const id = (payload as { userId?: string })?.userId;
    if (id) cache.delete(id);
    else cache.clear();
  });

  const load = async (userId: string): Promise<UserState | null> => {
    const [u] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
    if (!u) return null;
    const roles = await db
      .select({ id: role.id, alias: role.roleAlias, name: role.roleName })
      .from(userRole)
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
      .where(eq(userRole.userId, userId));
    const since = new Date(Date.now() - revokeWindowSeconds * 1000);
    const revoked = await db
      .select({ family: refreshToken.family })
      .from(refreshToken)
      .where(
        and(eq(refreshToken.userId, userId), isNotNull(refreshToken.revokedAt), gt(refreshToken.revokedAt, since)),
      );
    return {
      userId: u.id,
      tenantId: u.tenantId,
      account: u.account,
      userName: u.name ?? u.account,
      realName: u.realName,
      userType: u.userType,
      postId: u.postId,
      deptId: u.deptId,
      roleIds: roles.map((r) => r.id),
      roleAliases: roles.map((r) => r.alias),
      roleNames: roles.map((r) => r.name),
      tokenVersion: u.tokenVersion,
      active: u.status === 1 && u.isDeleted === 0,
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
    /** Users whose cached roles must be dropped, e.g. after a role is deleted. */
    usersOfRoles: async (roleIds: string[]) =>
      roleIds.length
        ? (await db.select({ id: userRole.userId }).from(userRole).where(inArray(userRole.roleId, roleIds))).map(
            (r) => r.id,
          )
        : [],
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
  if (!state || state.tenantId !== claims.tid) throw unauthorized(authMessages.tokenInvalid);
  if (!state.active) throw unauthorized(authMessages.userDisabled);
  if (state.tokenVersion !== claims.tv || state.revokedSessions.has(claims.sid)) {
    throw unauthorized(authMessages.tokenExpired);
  }
  const { active: _a, revokedSessions: _r, ...principal } = state;
  return { ...principal, sessionId: claims.sid };
};

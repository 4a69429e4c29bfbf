import { DEFAULT_TENANT_ID } from '@kc/domain';
import { authRefusals as refuse, type TokenAnswer } from '@kc/domain/auth/auth';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { refreshToken } from './auth.table';
import type { IdentityDirectory } from './identity';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  accountKey,
  addressKey,
  createLoginGuard,
  LOCK_MINUTES,
  PASSWORD_MAX_FAILURES,
  passwordKey,
} from './login-guard';
import { MD5_HEX, verifyPassword } from './password';
import type { PrincipalStore } from './principal';
import { newOpaqueToken, sha256Hex, type TokenService } from './tokens';

export type { TokenAnswer };

/**
 * Ends every session of these users for good: their refresh tokens stop working. Call it in the transaction
 * that changes the password, then `principals.invalidate` each user once it has committed.
 */
export const revokeSessions = async (db: DbOrTx, userIds: readonly string[]) => {
  if (userIds.length === 0) return;
  await db
    .update(refreshToken)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshToken.userId, [...userIds]), isNull(refreshToken.revokedAt)));
};

export const createAuthService = (deps: {
  db: Db;
  tokens: TokenService;
  principals: PrincipalStore;
  refreshTtlSeconds: number;
  identity: IdentityDirectory;
  /** argon2 verification; tests count the checks through it. */
  verifyPassword?: typeof verifyPassword;
}) => {
  const { db, tokens, principals } = deps;
  const verify = deps.verifyPassword ?? verifyPassword;
  const guard = createLoginGuard(db);

  const issue = async (userId: string, family: string): Promise<TokenAnswer> => {
    const state = await principals.get(userId);
    if (!state?.active) throw refuse.sessionUserDisabled();
    const refresh = newOpaqueToken();
    await db.insert(refreshToken).values({
      userId,
      family,
      tokenHash: sha256Hex(refresh),
      expiresAt: new Date(Date.now() + deps.refreshTtlSeconds * 1000),
    });
    const access = await tokens.signAccess({ sub: userId, tid: state.tenantId, tv: state.tokenVersion, sid: family });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: tokens.accessTtlSeconds,
      user_id: state.userId,
      account: state.account,
      user_name: state.userName,
      real_name: state.realName,
      role_name: state.roleNames.join(','),
      role_alias: state.roleAliases.join(','),
      tenant_id: state.tenantId,
      post_id: state.postId,
      dept_id: state.deptId,
      user_type: state.userType,
    };
  };

  return {
    login: async (input: { tenantId?: string; username: string; password: string; ip: string }) => {
      const tenantId = input.tenantId || DEFAULT_TENANT_ID;
      const account = input.username.trim();
      if (!MD5_HEX.test(input.password)) throw refuse.passwordFormat();
      const aKey = accountKey(tenantId, account);
      const ipKey = addressKey(input.ip);
      // A check is reserved under both keys before the password is looked at (login-guard.ts).
      const byAddress = await guard.reserve(ipKey, ADDRESS_MAX_FAILURES);
      if (!byAddress.ok) throw refuse.addressLocked(byAddress.lockedMinutes);
      const byAccount = await guard.reserve(aKey, ACCOUNT_MAX_FAILURES);
      if (!byAccount.ok) {
        await guard.release(ipKey, ADDRESS_MAX_FAILURES);
        throw refuse.locked(byAccount.lockedMinutes);
      }

      const found = await deps.identity.findForLogin(tenantId, account);
      const u = found.tenantActive ? found.user : undefined;
      const valid = u !== undefined && (await verify(u.passwordHash, input.password));
      if (!valid) {
        if (byAccount.locks) throw refuse.locked(LOCK_MINUTES);
        throw refuse.badCredentials();
      }
      await guard.clear(aKey);
      await guard.release(ipKey, ADDRESS_MAX_FAILURES);
      if (!u.active) throw refuse.userDisabled();
      return issue(u.userId, newOpaqueToken().slice(0, 32));
    },

    /**
     * Checks a logged-in user's own password (the old one of a password change), throttled per user like a
     * log-in: false for a wrong one, 429 once the checks of the window are used up.
     */
    checkPassword: async (userId: string, storedHash: string, md5Hex: string) => {
      const key = passwordKey(userId);
      const reserved = await guard.reserve(key, PASSWORD_MAX_FAILURES);
      if (!reserved.ok) throw refuse.passwordLocked(reserved.lockedMinutes);
      if (await verify(storedHash, md5Hex)) {
        await guard.clear(key);
        return true;
      }
      if (reserved.locks) throw refuse.passwordLocked(LOCK_MINUTES);
      return false;
    },

    /** Ends every session of these users at once: refresh tokens, access tokens, streams and file links. */
    endSessions: async (userIds: readonly string[]) => {
      await revokeSessions(db, userIds);
      for (const id of new Set(userIds)) await principals.invalidate(id);
    },

    /** Rotating refresh: each token works once; a second use revokes the whole family (it leaked). */
    refresh: async (token: string) => {
      const hash = sha256Hex(token);
      const [row] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) throw refuse.refreshInvalid();
      const claimed = await db
        .update(refreshToken)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedAt)))
        .returning({ id: refreshToken.id });
      if (claimed.length === 0) {
        await db.update(refreshToken).set({ revokedAt: new Date() }).where(eq(refreshToken.family, row.family));
        await principals.invalidate(row.userId);
        throw refuse.refreshInvalid();
      }
      return issue(row.userId, row.family);
    },

    /** Ends this session at once: its refresh family is revoked and its access tokens stop working. */
    logout: async (userId: string, sessionId: string) => {
      await db
        .update(refreshToken)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshToken.family, sessionId), eq(refreshToken.userId, userId)));
      await principals.invalidate(userId);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

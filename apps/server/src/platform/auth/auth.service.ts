import { authMessages, badRequest, DEFAULT_TENANT_ID, DomainError, tooManyRequests, unauthorized } from '@kc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { tenant } from '../../modules/system/system.table';
import { user } from '../../modules/user/user.table';
import type { Db } from '../db/client';
import { refreshToken } from './auth.table';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, accountKey, addressKey, createLoginGuard } from './login-guard';
import { MD5_HEX, verifyPassword } from './password';
import type { PrincipalStore } from './principal';
import { newOpaqueToken, sha256Hex, type TokenService } from './tokens';

export type TokenAnswer = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  user_id: string;
  account: string;
  user_name: string;
  real_name: string | null;
  role_name: string;
  role_alias: string;
  tenant_id: string;
  post_id: string | null;
  dept_id: string | null;
  user_type: number;
};

export const createAuthService = (deps: {
  db: Db;
  tokens: TokenService;
  principals: PrincipalStore;
  refreshTtlSeconds: number;
}) => {
  const { db, tokens, principals } = deps;
  const guard = createLoginGuard(db);

  const issue = async (userId: string, family: string): Promise<TokenAnswer> => {
    const state = await principals.get(userId);
    if (!state?.active) throw unauthorized(authMessages.userDisabled);
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
      if (!MD5_HEX.test(input.password)) throw badRequest('密码格式错误');
      const aKey = accountKey(tenantId, account);
      const ipKey = addressKey(input.ip);
      const ipLock = await guard.lockedMinutes(ipKey);
      if (ipLock) throw tooManyRequests(authMessages.addressLocked(ipLock));
      const accountLock = await guard.lockedMinutes(aKey);
      if (accountLock) throw tooManyRequests(authMessages.locked(accountLock));

      const [t] = await db.select().from(tenant).where(eq(tenant.tenantId, tenantId)).limit(1);
      const [u] = t
        ? await db
            .select()
            .from(user)
            .where(and(eq(user.tenantId, tenantId), eq(user.account, account), eq(user.isDeleted, 0)))
            .limit(1)
        : [];
      const valid =
        u && t && t.status === 1 && t.isDeleted === 0 && (await verifyPassword(u.passwordHash, input.password));
      if (!valid) {
        const lockedFor = await guard.fail(aKey, ACCOUNT_MAX_FAILURES);
        await guard.fail(ipKey, ADDRESS_MAX_FAILURES);
        if (lockedFor) throw tooManyRequests(authMessages.locked(lockedFor));
        throw new DomainError(400, authMessages.badCredentials);
      }
      if (u.status !== 1) throw new DomainError(400, authMessages.userDisabled);
      await guard.clear(aKey);
      return issue(u.id, newOpaqueToken().slice(0, 32));
    },

    /** Rotating refresh: each token works once; a second use revokes the whole family (it leaked). */
    refresh: async (token: string) => {
      const hash = sha256Hex(token);
      const [row] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, hash)).limit(1);
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now())
        throw unauthorized(authMessages.refreshInvalid);
      const claimed = await db
        .update(refreshToken)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usedAt)))
        .returning({ id: refreshToken.id });
      if (claimed.length === 0) {
        await db.update(refreshToken).set({ revokedAt: new Date() }).where(eq(refreshToken.family, row.family));
        await principals.invalidate(row.userId);
        throw unauthorized(authMessages.refreshInvalid);
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

import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sub: string; tid: string; tv: number; sid: string };

export type TokenService = ReturnType<typeof createTokenService>;

export const createTokenService = (secret: string, accessTtlSeconds: number) => {
  const key = new TextEncoder().encode(secret);
  return {
    accessTtlSeconds,
    signAccess: (claims: AccessClaims) =>
      new SignJWT({ tid: claims.tid, tv: claims.tv, sid: claims.sid, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key),
    /** Resolves the claims, or 'expired' / 'invalid'. */
    verifyAccess: async (token: string): Promise<AccessClaims | 'expired' | 'invalid'> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return 'invalid';
        return { sub: payload.sub, tid: String(payload.tid), tv: Number(payload.tv), sid: String(payload.sid) };
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
};

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

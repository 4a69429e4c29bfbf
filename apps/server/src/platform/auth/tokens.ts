import { createHash, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { allKeys, type SigningKeys } from './signing-keys';

const VERIFIED_CACHE_MAX = 10_000;

export type AccessClaims = { sub: string; tid: string; tv: number; sid: string };

export type TokenService = ReturnType<typeof createTokenService>;

/** Verifies with each key in turn; an expired token is reported only once its signature checked out. */
const verifyWithAny = async (token: string, keys: readonly KeyObject[]) => {
  let last: unknown;
  for (const key of keys) {
    try {
      return await jwtVerify(token, key, { algorithms: ['HS256'] });
    } catch (err) {
      last = err;
      if (!(err instanceof errors.JWSSignatureVerificationFailed)) break;
    }
  }
  throw last;
};

export const createTokenService = (signingKeys: SigningKeys, accessTtlSeconds: number) => {
  // Prepared key objects: given raw bytes, jose would import the key again on every verification.
  const keys = allKeys(signingKeys).map((secret) => createSecretKey(Buffer.from(secret, 'utf8')));
  const key = keys[0]!;
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  return {
    accessTtlSeconds,
    signAccess: (claims: AccessClaims) =>
      new SignJWT({ tid: claims.tid, tv: claims.tv, sid: claims.sid, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key),
    /**
     * Resolves the claims, or 'expired' / 'invalid'. A verified token is remembered until it expires: the
     * signature cannot change, and revocation (logout, disabled user) is checked on every request elsewhere.
     */
    verifyAccess: async (token: string): Promise<AccessClaims | 'expired' | 'invalid'> => {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known.claims;
        verified.delete(token);
        return 'expired';
      }
      try {
        const { payload } = await verifyWithAny(token, keys);
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !payload.exp) return 'invalid';
        const claims = { sub: payload.sub, tid: String(payload.tid), tv: Number(payload.tv), sid: String(payload.sid) };
        if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
};

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

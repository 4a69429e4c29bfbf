import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Principal, type PrincipalStore, sessionAlive } from '../auth/principal';
import { allKeys, type SigningKeys } from '../auth/signing-keys';

export const FILE_ROUTE = '/api/kc-resource/oss/endpoint/file';
/** A link lives 10 to 15 minutes: its expiry is rounded up to 5 minutes, so a page keeps one URL per file for a while. */
export const LINK_TTL_SECONDS = 10 * 60;
const ROUND_SECONDS = 5 * 60;
/** The longest a link can live; the principal store must remember ended sessions at least this long. */
export const LINK_MAX_SECONDS = LINK_TTL_SECONDS + ROUND_SECONDS;

/** The session a link is made for: it works while that session does, and not after its log-out. */
export type LinkSession = Pick<Principal, 'userId' | 'sessionId'>;

const USER_ID = /^\d{1,19}$/;
const SESSION_ID = /^[\w-]{1,64}$/;

const mac = (secret: string, id: string, expires: number, session: LinkSession) =>
  createHmac('sha256', secret)
    .update(`attach:${id}:${expires}:${session.userId}:${session.sessionId}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * A link usable in `<img src>` without headers: the signature stands for the token. `s` carries the
 * session's user and id next to the signature (`<userId>.<sessionId>.<mac>`).
 */
export const signLink = (secret: string, id: string, session: LinkSession, expires?: number) => {
  const e = expires ?? Math.ceil((Date.now() / 1000 + LINK_TTL_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `${FILE_ROUTE}/${id}?e=${e}&s=${session.userId}.${session.sessionId}.${mac(secret, id, e, session)}`;
};

/** The session a link was signed for, or null when it is forged, altered or expired. */
export const readLink = (keys: SigningKeys, id: string, e: string, s: string, now = Date.now()) => {
  const expires = Number(e);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
  const [userId = '', sessionId = '', given = '', ...rest] = s.split('.');
  if (rest.length || !USER_ID.test(userId) || !SESSION_ID.test(sessionId)) return null;
  const session: LinkSession = { userId, sessionId };
  const signature = Buffer.from(given);
  const valid = allKeys(keys).some((secret) => {
    const expected = Buffer.from(mac(secret, id, expires, session));
    return signature.length === expected.length && timingSafeEqual(signature, expected);
  });
  return valid ? session : null;
};

/** Signs links for a session and checks them: a link dies with its session (log-out, password change). */
export const createFileLinks = (keys: SigningKeys, principals: PrincipalStore) => ({
  sign: (id: string, session: LinkSession) => signLink(keys.current, id, session),
  verify: async (id: string, e: string, s: string) => {
    const session = readLink(keys, id, e, s);
    return session !== null && (await sessionAlive(principals, session.userId, session.sessionId));
  },
});

export type FileLinks = ReturnType<typeof createFileLinks>;

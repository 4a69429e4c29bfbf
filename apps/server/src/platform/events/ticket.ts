import { jwtVerify, SignJWT } from 'jose';
import type { Principal, SessionClaims } from '../auth/principal';

export type TicketOptions = { ttlSeconds?: number; now?: () => Date };

/**
 * EventSource cannot send headers, so the page first trades its access token for a one-minute ticket
 * bound to the same user and session, and opens /api/events?ticket=... with it.
 */
export const createTicketService = (secret: string, opts: TicketOptions = {}) => {
  const key = new TextEncoder().encode(`${secret}::sse-ticket`);
  const ttlSeconds = opts.ttlSeconds ?? 60;
  const now = opts.now ?? (() => new Date());
  return {
    ttlSeconds,
    issue: (p: Pick<Principal, 'userId' | 'tenantId' | 'tokenVersion' | 'sessionId'>) => {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ tid: p.tenantId, tv: p.tokenVersion, sid: p.sessionId, typ: 'sse' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(p.userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /** The claims, or null for a forged, foreign or expired ticket. */
    verify: async (ticket: string): Promise<SessionClaims | null> => {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'], currentDate: now() });
        if (payload.typ !== 'sse' || typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, tid: String(payload.tid), tv: Number(payload.tv), sid: String(payload.sid) };
      } catch {
        return null;
      }
    },
  };
};

export type TicketService = ReturnType<typeof createTicketService>;

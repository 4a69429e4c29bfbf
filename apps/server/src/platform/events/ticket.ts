import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { usedTicket } from '../auth/auth.table';
import type { Principal, SessionClaims } from '../auth/principal';
import { allKeys, type SigningKeys } from '../auth/signing-keys';
import type { Db } from '../db/client';

export type TicketOptions = { ttlSeconds?: number; now?: () => Date };

const SWEEP_MS = 60_000;

/**
 * EventSource cannot send headers, so the page first trades its access token for a one-minute ticket
 * bound to the same user and session, and opens /api/events?ticket=... with it. A ticket opens one stream:
 * its id is recorded on first use in the database, so a copied URL is refused on every instance.
 */
export const createTicketService = (db: Db, signingKeys: SigningKeys, opts: TicketOptions = {}) => {
  const keys = allKeys(signingKeys).map((secret) => new TextEncoder().encode(`${secret}::sse-ticket`));
  const ttlSeconds = opts.ttlSeconds ?? 60;
  const now = opts.now ?? (() => new Date());
  let sweptAt = 0;

  const claimsOf = async (ticket: string) => {
    for (const key of keys) {
      try {
        return (await jwtVerify(ticket, key, { algorithms: ['HS256'], currentDate: now() })).payload;
      } catch {
        // the next key, or none
      }
    }
    return null;
  };

  /** True for the first use of a ticket id only; forgets ids whose tickets have expired. */
  const useOnce = async (id: string, expiresAt: Date) => {
    if (Date.now() - sweptAt > SWEEP_MS) {
      sweptAt = Date.now();
      await db.delete(usedTicket).where(lt(usedTicket.expiresAt, now()));
    }
    const rows = await db
      .insert(usedTicket)
      .values({ id, expiresAt })
      .onConflictDoNothing()
      .returning({ id: usedTicket.id });
    return rows.length === 1;
  };

  return {
    ttlSeconds,
    issue: (p: Pick<Principal, 'userId' | 'tenantId' | 'tokenVersion' | 'sessionId'>) => {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ tid: p.tenantId, tv: p.tokenVersion, sid: p.sessionId, typ: 'sse' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(p.userId)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(keys[0]!);
    },
    /** The claims, or null for a forged, foreign, expired or already used ticket. */
    verify: async (ticket: string): Promise<SessionClaims | null> => {
      const payload = await claimsOf(ticket);
      if (payload?.typ !== 'sse' || typeof payload.sub !== 'string') return null;
      if (typeof payload.jti !== 'string' || payload.jti.length > 64 || !payload.exp) return null;
      if (!(await useOnce(payload.jti, new Date(payload.exp * 1000)))) return null;
      return { sub: payload.sub, tid: String(payload.tid), tv: Number(payload.tv), sid: String(payload.sid) };
    },
  };
};

export type TicketService = ReturnType<typeof createTicketService>;

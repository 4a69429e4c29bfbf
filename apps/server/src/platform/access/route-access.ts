import type { Principal } from '../auth/principal';

/**
 * What a route needs (ARCHITECTURE §4: default deny). Every route under /api declares one; a route
 * without it fails at registration, so nothing can be served open by mistake.
 * - public: no token (log-in, health, public verification pages).
 * - self: any logged-in user, acting only on their own data (current user, my menus).
 * - perm: the user's roles must hold one of these menu or button codes (spec section 6 keys),
 *   and the path must pass the API-scope check.
 */
export type RouteAccess = { public: true } | { self: true } | { perm: string | readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const isPublic = (a: RouteAccess): a is { public: true } => 'public' in a;
export const isSelf = (a: RouteAccess): a is { self: true } => 'self' in a;
export const permsOf = (a: RouteAccess): readonly string[] =>
  'perm' in a ? (typeof a.perm === 'string' ? [a.perm] : a.perm) : [];

import { accessRefusals } from '@kc/domain';
import { authRefusals } from '@kc/domain/auth/auth';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { type Principal, type PrincipalStore, principalOfSession } from '../auth/principal';
import type { TokenService } from '../auth/tokens';
import type { Acl } from './acl';
import { isPublic, isSelf, permsOf, type RouteAccess } from './route-access';

/** Paths served by plugins we do not write ourselves; they are public documentation. */
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];
const isPluginPublic = (url: string) => PLUGIN_PUBLIC_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const raw = request.headers['kc-auth'] ?? request.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(value.trim());
  return m ? m[1]!.trim() : undefined;
};

/** Token -> principal, or a 401 DomainError. Shared by the guard and the SSE ticket check. */
export const authenticate = async (
  tokens: TokenService,
  principals: PrincipalStore,
  token: string | undefined,
): Promise<Principal> => {
  if (!token) throw authRefusals.tokenMissing();
  const claims = await tokens.verifyAccess(token);
  if (claims === 'expired') throw authRefusals.tokenExpired();
  if (claims === 'invalid') throw authRefusals.tokenInvalid();
  return principalOfSession(principals, claims);
};

/** A registered /api route: its declared access and its input schemas (the route-walking tests read both). */
export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: FastifySchema;
  /** The module that declared it (platform/http/route-modules.ts); none for the platform's own routes. */
  module?: string;
};

export const registerAccessGuard = (
  app: FastifyInstance,
  deps: { tokens: TokenService; principals: PrincipalStore; acl: Acl },
): RegisteredRoute[] => {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (isPluginPublic(route.url)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`路由 ${String(route.method)} ${route.url} 未声明访问权限 (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        registered.push({ method, url: route.url, access, schema: route.schema, module: route.config?.module });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access as RouteAccess | undefined;
    // Unknown routes reach the not-found handler, which answers 404 without touching data.
    if (!request.routeOptions.url || isPluginPublic(request.routeOptions.url)) return;
    // The built web app's static files are public; only the API is guarded.
    if (!request.routeOptions.url.startsWith('/api')) return;
    if (!access) throw accessRefusals.forbidden();
    if (isPublic(access)) return;
    const principal = await authenticate(deps.tokens, deps.principals, bearerToken(request));
    request.principal = principal;
    if (isSelf(access)) return;
    const perms = permsOf(access);
    if (!(await deps.acl.holdsAny(principal.roleIds, perms))) throw accessRefusals.forbidden();
    if (!(await deps.acl.apiScopeAllows(principal.roleIds, request.url.split('?')[0]!)))
      throw accessRefusals.forbidden();
  });
  return registered;
};

/** The principal of a route that is not public (the guard has set it). */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw authRefusals.tokenMissing();
  return request.principal;
};

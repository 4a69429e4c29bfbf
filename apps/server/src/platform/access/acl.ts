import type { SQL } from 'drizzle-orm';
import type { Bus } from '../events/bus';
import type { ScopeRule } from './data-scope';

const ACL_TOPIC = 'acl-changed';
const TTL_MS = 60_000;

export type RoleGrant = {
  codes: Set<string>;
  menuIds: Set<string>;
  apiScopeIds: Set<string>;
  dataRules: Map<string, ScopeRule[]>;
};
type ApiScopeRule = { id: string; pattern: RegExp };

/**
 * The roles' grants as the module that keeps them answers (the system module, wired in app.ts): platform/ reads
 * no module's tables.
 */
export type GrantSource = {
  /** A role's menu and button codes, menu ids, API scope ids and data-scope rules by resource code. */
  roleGrant: (roleId: string) => Promise<RoleGrant>;
  /** Every live API scope and its path pattern. */
  apiScopes: () => Promise<{ id: string; path: string }[]>;
  /** A subquery of the ids of a department and every department below it (data scope 4, spec 1 §9). */
  deptAndBelow: (deptId: string) => SQL;
};

/** `/api/a/**` matches below a, `*` one segment; otherwise an exact path (BladeX's scope paths). */
export const scopePathPattern = (scopePath: string) => {
  const escaped = scopePath
    .trim()
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${escaped}$`);
};

/**
 * Role grants (menus and buttons, API scopes), cached and dropped on every instance when grants or menus
 * change, so a change applies to the next request without a restart.
 */
export const createAcl = (source: GrantSource, bus: Bus) => {
  const grants = new Map<string, { grant: RoleGrant; at: number }>();
  let scopes: { rules: ApiScopeRule[]; at: number } | undefined;
  // The union of a role set's grants, kept until grants change (two checks per request read it).
  const mergedCache = new Map<string, { value: Omit<RoleGrant, 'dataRules'>; at: number }>();
  bus.subscribe(ACL_TOPIC, () => {
    grants.clear();
    mergedCache.clear();
    scopes = undefined;
  });

  const grantOf = async (roleId: string) => {
    const hit = grants.get(roleId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.grant;
    const grant = await source.roleGrant(roleId);
    grants.set(roleId, { grant, at: Date.now() });
    return grant;
  };

  const apiRules = async () => {
    if (scopes && Date.now() - scopes.at < TTL_MS) return scopes.rules;
    const rows = await source.apiScopes();
    const rules = rows.map((r) => ({ id: r.id, pattern: scopePathPattern(r.path) }));
    scopes = { rules, at: Date.now() };
    return rules;
  };

  const merged = async (roleIds: string[]) => {
    const key = roleIds.join(',');
    const hit = mergedCache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = await mergeGrants(roleIds);
    mergedCache.set(key, { value, at: Date.now() });
    return value;
  };

  const mergeGrants = async (roleIds: string[]) => {
    const all = await Promise.all(roleIds.map(grantOf));
    const codes = new Set<string>();
    const menuIds = new Set<string>();
    const apiScopeIds = new Set<string>();
    for (const g of all) {
      for (const c of g.codes) codes.add(c);
      for (const m of g.menuIds) menuIds.add(m);
      for (const a of g.apiScopeIds) apiScopeIds.add(a);
    }
    return { codes, menuIds, apiScopeIds };
  };

  return {
    merged,
    /** Does any of the roles hold one of the permission codes (menu or button codes)? */
    holdsAny: async (roleIds: string[], codes: readonly string[]) => {
      const m = await merged(roleIds);
      return codes.some((c) => m.codes.has(c));
    },
    /**
     * API scope (spec 1 §3): a path covered by one or more scopes may be called only by a role granted
     * one of them; a path no scope covers is left to the route's permission.
     */
    apiScopeAllows: async (roleIds: string[], path: string) => {
      const rules = (await apiRules()).filter((r) => r.pattern.test(path));
      if (rules.length === 0) return true;
      const m = await merged(roleIds);
      return rules.some((r) => m.apiScopeIds.has(r.id));
    },
    invalidate: async () => {
      grants.clear();
      mergedCache.clear();
      scopes = undefined;
      await bus.publish(ACL_TOPIC, {});
    },
    deptAndBelow: source.deptAndBelow,
    menuIdsOf: async (roleIds: string[]) => (await merged(roleIds)).menuIds,
    /** The data-scope rules of the roles for one resource code (spec 1 §9). */
    dataScopeRules: async (roleIds: string[], resourceCode: string) =>
      (await Promise.all(roleIds.map(grantOf))).flatMap((g) => g.dataRules.get(resourceCode) ?? []),
  };
};

export type Acl = ReturnType<typeof createAcl>;

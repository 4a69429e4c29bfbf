import { accessRefusals, DEFAULT_TENANT_ID } from '@kc/domain';
import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';

/** ARCHITECTURE §4: the platform operator and banks see every party's records; everyone else only their own. */
const ALL_PARTY_ROLES = new Set(['administrator', 'platform', 'bank']);

export const seesAllParties = (p: Principal) => p.roleAliases.some((a) => ALL_PARTY_ROLES.has(a));

/** The platform operator itself (banks see every party too, but keep only their own reference data). */
const OPERATOR_ROLES = new Set(['administrator', 'platform']);
export const isPlatformOperator = (p: Principal) => p.roleAliases.some((a) => OPERATOR_ROLES.has(a));

/** spec 1 §6: a user's company is identified by the post id. */
export const isParty = (p: Principal, ...enterpriseIds: (string | null | undefined)[]) =>
  seesAllParties(p) || (p.postId != null && enterpriseIds.some((id) => id != null && id === p.postId));

/** A record that is not the user's answers 404, the same as one that does not exist (API.md). */
export const assertParty = (p: Principal, ...enterpriseIds: (string | null | undefined)[]) => {
  if (!isParty(p, ...enterpriseIds)) throw accessRefusals.notFound();
};

/** List filter: rows where the user's enterprise is one of the parties, or everything for platform and bank. */
export const partyCondition = (p: Principal, ...columns: AnyColumn[]): SQL | undefined => {
  if (seesAllParties(p)) return undefined;
  if (!p.postId) return sql`false`;
  const postId = p.postId;
  return or(...columns.map((c) => eq(c, postId)));
};

/** Tenant isolation on every list, detail, update and remove (spec 1, administration). */
export const tenantCondition = (p: Principal, column: AnyColumn) => eq(column, p.tenantId);

/**
 * spec 1 §6 (tenant column shown only in tenant mode, searchable only for the default top tenant): in tenant
 * mode the administrators of the top tenant 000000 run the platform and manage every tenant's roles, users,
 * departments and business dictionaries. Everyone else, and everyone when tenant mode is off, is confined to
 * their own tenant: another tenant's row answers 404 (BladeX's cross-tenant leaks are not copied).
 */
export const managesAllTenants = (p: Principal, tenantMode: boolean) =>
  tenantMode && p.tenantId === DEFAULT_TENANT_ID && p.roleAliases.includes('administrator');

/** List/detail/update/remove filter on a tenant column; `requested` is the top administrator's search. */
export const tenantFilter = (p: Principal, tenantMode: boolean, column: AnyColumn, requested?: string) => {
  if (managesAllTenants(p, tenantMode)) return requested ? eq(column, requested) : undefined;
  return eq(column, p.tenantId);
};

/** The tenant a new row goes to: the user's own, unless the top administrator chose another. */
export const writableTenant = (p: Principal, tenantMode: boolean, requested?: string | null) =>
  managesAllTenants(p, tenantMode) && requested ? requested : p.tenantId;

/** Shared rows (menus, API and data scopes, system dictionaries) belong to every tenant: only the top tenant changes them. */
export const assertTopTenant = (p: Principal) => {
  if (p.tenantId !== DEFAULT_TENANT_ID) throw accessRefusals.topTenantOnly();
};

import { notFound } from '@kc/domain';
import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';

/** ARCHITECTURE §4: the platform operator and banks see every party's records; everyone else only their own. */
const ALL_PARTY_ROLES = new Set(['administrator', 'platform', 'bank']);

export const seesAllParties = (p: Principal) => p.roleAliases.some((a) => ALL_PARTY_ROLES.has(a));

/** spec 1 §6: a user's company is identified by the post id. */
export const isParty = (p: Principal, ...enterpriseIds: (string | null | undefined)[]) =>
  seesAllParties(p) || (p.postId != null && enterpriseIds.some((id) => id != null && id === p.postId));

/** A record that is not the user's answers 404, the same as one that does not exist (API.md). */
export const assertParty = (p: Principal, ...enterpriseIds: (string | null | undefined)[]) => {
  if (!isParty(p, ...enterpriseIds)) throw notFound();
};

/** List filter: rows where the user's enterprise is one of the parties, or everything for platform and bank. */
export const partyCondition = (p: Principal, ...columns: AnyColumn[]): SQL | undefined => {
  if (seesAllParties(p)) return undefined;
  if (!p.postId) return sql`false`;
  const postId = p.postId;
  return or(...columns.map((c) => eq(c, postId)));
};

/** Tenant isolation on every list, detail, update and remove (issue 3). */
export const tenantCondition = (p: Principal, column: AnyColumn) => eq(column, p.tenantId);

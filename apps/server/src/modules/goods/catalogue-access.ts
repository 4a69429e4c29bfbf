import { forbidden } from '@kc/domain';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';

// seesAllParties counts banks as well (they read every party's receipts), so it cannot tell the operator
// from a bank here: the platform keeps the categories; a bank holding the menu keeps only its own details.
const CATALOGUE_KEEPERS = new Set(['administrator', 'platform']);

/** The platform operator, who keeps the goods categories and every bank's details and financing goods. */
export const keepsCatalogue = (p: Principal) => p.roleAliases.some((a) => CATALOGUE_KEEPERS.has(a));

export const assertKeepsCatalogue = (p: Principal) => {
  if (!keepsCatalogue(p)) throw forbidden();
};

/** A bank user may name only its own enterprise (postId); another bank's answers 403. */
export const assertOwnBank = (p: Principal, bankEnterpriseId: string) => {
  if (!keepsCatalogue(p) && bankEnterpriseId !== p.postId) throw forbidden();
};

/** List and detail filter: a bank user's own rows, or every bank's for the platform. */
export const ownBankCondition = (p: Principal, column: AnyColumn): SQL | undefined => {
  if (keepsCatalogue(p)) return undefined;
  return p.postId ? eq(column, p.postId) : sql`false`;
};

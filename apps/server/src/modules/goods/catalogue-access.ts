import { keepsCatalogue as keepsCatalogueRoles } from '@kc/domain/goods/base-material';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';

/**
 * The platform operator keeps the goods categories and every bank's details and financing goods; a bank
 * holding the menu keeps only its own (seesAllParties would count banks in). The web asks the same rule.
 */
export const keepsCatalogue = (p: Pick<Principal, 'roleAliases'>) => keepsCatalogueRoles(p.roleAliases);

export const assertKeepsCatalogue = (p: Principal) => {
  if (!keepsCatalogue(p)) throw refuse.notCatalogueKeeper();
};

/** A bank user may name only its own enterprise (postId); another bank's answers 403. */
export const assertOwnBank = (p: Principal, bankEnterpriseId: string) => {
  if (!keepsCatalogue(p) && bankEnterpriseId !== p.postId) throw refuse.notOwnBank();
};

/** List and detail filter: a bank user's own rows, or every bank's for the platform. */
export const ownBankCondition = (p: Principal, column: AnyColumn): SQL | undefined => {
  if (keepsCatalogue(p)) return undefined;
  return p.postId ? eq(column, p.postId) : sql`false`;
};

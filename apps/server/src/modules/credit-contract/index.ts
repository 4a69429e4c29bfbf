import type { DbOrTx } from '../../platform/db/client';
import { moduleOf } from '../../platform/module';

/**
 * TEMPORARY door of the credit-contract module (spec 2 §3 Credit contract; the bank-customer branch compiles against
 * the agreed signatures; the credit-contract helper's file replaces this one at merge). Reads nothing: no relation exists and
 * nothing is signed.
 */
export const creditContractModule = moduleOf('credit-contract', []);

export type CreditRelation = {
  relationId: string;
  borrowerId: string;
  coborrowerId: string | null;
  unionBankId: string;
  allSigned: boolean;
};

/** The credit-investigation relation (the consent contracts of one borrower, and co-borrower, at one bank). */
export const creditRelationOf = async (
  _db: DbOrTx,
  _tenantId: string,
  _relationId: string,
): Promise<CreditRelation | undefined> => undefined;

/** True when a relation of that borrower at that bank is all signed. */
export const creditSignedFor = async (
  _db: DbOrTx,
  _tenantId: string,
  _borrowerId: string,
  _unionBankId: string,
): Promise<boolean> => false;

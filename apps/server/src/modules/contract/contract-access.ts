import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { type ContractParty, ContractStatus, draftOwner, partyOf, visibleTo } from '@kc/domain/contract/status';
import { and, eq, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { contract } from './contract.table';

/** The owner type of contract PDFs in kc_attach (owner id: the contract). */
export const CONTRACT_FILE_OWNER = 'contract';
/** The owner type of the parties' contract attachments (owner id: the kc_contract_attach row). */
export const CONTRACT_ATTACH_OWNER = 'contract-attach';

export type ContractRow = typeof contract.$inferSelect;
/** A contract the caller may see, with the caller's side on it (null: a platform operator, who is no party). */
export type VisibleContract = { row: ContractRow; party: ContractParty | null };

/**
 * spec 2 §6: the user's company (postId) against shipperId and buyerId decides the side. A draft (8, 9) is its
 * drafter's alone: the counterparty and the platform do not see it until it is submitted. The platform operator
 * sees every other contract of the tenant (to oversee, not to act: it is no party). Anyone else sees nothing.
 */
export const visibilityOf = (p: Principal, row: ContractRow): VisibleContract | null => {
  if (row.tenantId !== p.tenantId || row.isDeleted !== 0) return null;
  const party = partyOf(row, p.postId);
  if (party) return visibleTo(row.status, party) ? { row, party } : null;
  if (isPlatformOperator(p) && draftOwner(row.status) === null) return { row, party: null };
  return null;
};

export const findContract = async (db: DbOrTx, id: string) =>
  (await db.select().from(contract).where(eq(contract.id, id)).limit(1))[0];

/** The contract with the caller's side, or 404 (missing, another tenant's, not a party, the other side's draft). */
export const loadVisibleContract = async (db: DbOrTx, p: Principal, id: string): Promise<VisibleContract> => {
  const row = await findContract(db, id);
  const visible = row ? visibilityOf(p, row) : null;
  if (!visible) throw refuse.notFound();
  return visible;
};

/** A move only a party makes: the platform operator who sees the contract gets 403. */
export const requireParty = (v: VisibleContract): { row: ContractRow; party: ContractParty } => {
  if (!v.party) throw refuse.notParty();
  return { row: v.row, party: v.party };
};

/** Whether the caller may see the contract (the file owner resolvers' rule). */
export const canSeeContract = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await findContract(db, id);
  return row != null && visibilityOf(p, row) != null;
};

/**
 * The list's scope, the same rule as visibilityOf: a party's contracts but the other side's drafts; everything
 * but drafts for the platform operator. The party branches match kc_contract_shipper_idx / kc_contract_buyer_idx.
 */
export const visibleContracts = (p: Principal): SQL => {
  const base = and(eq(contract.tenantId, p.tenantId), eq(contract.isDeleted, 0))!;
  const postId = p.postId;
  const asParty = postId
    ? or(
        and(eq(contract.shipperId, postId), ne(contract.status, ContractStatus.buyerDraft)),
        and(eq(contract.buyerId, postId), ne(contract.status, ContractStatus.shipperDraft)),
      )
    : undefined;
  if (isPlatformOperator(p)) {
    const nonDraft = notInArray(contract.status, [ContractStatus.shipperDraft, ContractStatus.buyerDraft]);
    return and(base, asParty ? or(nonDraft, asParty) : nonDraft)!;
  }
  return and(base, asParty ?? sql`false`)!;
};

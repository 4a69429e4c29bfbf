import { CONTRACT_STATUS_EVENT, type ContractStatusEvent, draftOwner, visibleTo } from '@kc/domain/contract/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';
import { contract } from './contract.table';

export type ContractEventRow = {
  id: string;
  code: string;
  status: number;
  tenantId: string;
  shipperId: string | null;
  buyerId: string | null;
};

/**
 * Who hears of a contract's move: the users of each party that may see it now and the platform operators — the
 * same rule as the contract's visibility, so a draft's moves reach its drafter only.
 */
export const contractAudience = async (ctx: AppContext, c: ContractEventRow) => {
  const parties = [
    visibleTo(c.status, 'shipper') ? c.shipperId : null,
    visibleTo(c.status, 'buyer') ? c.buyerId : null,
  ].filter((id): id is string => id != null);
  const [partyUsers, operators] = await Promise.all([
    enterpriseUserIds(ctx.db, parties),
    draftOwner(c.status) === null ? operatorUserIds(ctx.db, c.tenantId) : Promise.resolve([]),
  ]);
  return [...new Set([...partyUsers, ...operators])];
};

/** 'contract.status' to everyone who may see the contract (after the move commits); best effort, pages refetch. */
export const publishContractStatus = async (ctx: AppContext, c: ContractEventRow) => {
  const data: ContractStatusEvent = { id: c.id, code: c.code, status: c.status };
  await ctx.events.publishToUsers(await contractAudience(ctx, c), CONTRACT_STATUS_EVENT, data);
};

/**
 * 'contract.status' for a contract whose status stays but whose page changed (a fee paid, a voucher, the goods money
 * confirmed, an attachment, an invoice): every open page of it reads it again. After the commit; never fails the move.
 */
export const announceContract = async (ctx: AppContext, contractId: string) => {
  try {
    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, contractId)).limit(1);
    if (c) await publishContractStatus(ctx, c);
  } catch {
    // best effort: the pages read the contract again when they come back into view
  }
};

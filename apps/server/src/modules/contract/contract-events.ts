import { CONTRACT_STATUS_EVENT, type ContractStatusEvent, draftOwner, visibleTo } from '@kc/domain/contract/status';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { role } from '../system';
import { user, userRole } from '../user';

/** The platform operators of a tenant: users holding the platform or administrator role. */
const OPERATOR_ALIASES = ['platform', 'administrator'];

const operatorUserIds = async (db: DbOrTx, tenantId: string) =>
  (
    await db
      .selectDistinct({ id: user.id })
      .from(user)
      .innerJoin(userRole, eq(userRole.userId, user.id))
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
      .where(and(eq(role.tenantId, tenantId), inArray(role.roleAlias, OPERATOR_ALIASES), eq(user.isDeleted, 0)))
  ).map((r) => r.id);

const enterpriseUserIds = async (db: DbOrTx, enterpriseIds: readonly string[]) =>
  enterpriseIds.length === 0
    ? []
    : (
        await db
          .select({ id: user.id })
          .from(user)
          .where(and(or(...enterpriseIds.map((id) => eq(user.postId, id))), eq(user.isDeleted, 0)))
      ).map((r) => r.id);

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

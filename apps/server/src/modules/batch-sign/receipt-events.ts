import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { role } from '../system';
import { user, userRole } from '../user';

/** The platform operators of a tenant: users holding the platform or administrator role. */
const OPERATOR_ALIASES = ['platform', 'administrator'];

export const operatorUserIds = async (db: DbOrTx, tenantId: string) =>
  (
    await db
      .selectDistinct({ id: user.id })
      .from(user)
      .innerJoin(userRole, eq(userRole.userId, user.id))
      .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.isDeleted, 0)))
      .where(and(eq(role.tenantId, tenantId), inArray(role.roleAlias, OPERATOR_ALIASES), eq(user.isDeleted, 0)))
  ).map((r) => r.id);

export const enterpriseUserIds = async (db: DbOrTx, enterpriseIds: readonly string[]) =>
  enterpriseIds.length === 0
    ? []
    : (
        await db
          .select({ id: user.id })
          .from(user)
          .where(and(or(...enterpriseIds.map((id) => eq(user.postId, id))), eq(user.isDeleted, 0)))
      ).map((r) => r.id);

/**
 * Who hears of a receipt: the users of its two party enterprises and the platform operators. A batch passes one
 * cache, so fifty receipts of the same parties cost two queries, not a hundred.
 */
export type AudienceCache = Map<string, Promise<string[]>>;

const cached = (cache: AudienceCache | undefined, key: string, load: () => Promise<string[]>) => {
  if (!cache) return load();
  let hit = cache.get(key);
  if (!hit) {
    hit = load();
    cache.set(key, hit);
  }
  return hit;
};

export const receiptAudience = async (
  ctx: AppContext,
  r: { tenantId: string; cargoOwnerId: string; warehouseId: string },
  cache?: AudienceCache,
) => {
  const [parties, operators] = await Promise.all([
    cached(cache, `p:${r.cargoOwnerId}:${r.warehouseId}`, () =>
      enterpriseUserIds(ctx.db, [r.cargoOwnerId, r.warehouseId]),
    ),
    cached(cache, `o:${r.tenantId}`, () => operatorUserIds(ctx.db, r.tenantId)),
  ]);
  return [...new Set([...parties, ...operators])];
};

/** 'receipt.status' to everyone who may see the receipt; best effort (the pages also refetch). */
export const publishReceiptStatus = async (
  ctx: AppContext,
  r: {
    id: string;
    code: string;
    status: number;
    signBatchStatus: number;
    tenantId: string;
    cargoOwnerId: string;
    warehouseId: string;
  },
  cache?: AudienceCache,
) => {
  const data: ReceiptStatusEvent = { id: r.id, code: r.code, status: r.status, signBatchStatus: r.signBatchStatus };
  await ctx.events.publishToUsers(await receiptAudience(ctx, r, cache), RECEIPT_STATUS_EVENT, data);
};

import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';

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

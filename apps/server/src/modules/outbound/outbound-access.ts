import { accessRefusals } from '@kc/domain';
import { OutboundStatus } from '@kc/domain/outbound/status';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { outboundOrder } from './outbound.table';

export type OutboundRow = typeof outboundOrder.$inferSelect;
export type OutboundSide = 'holder' | 'warehouse';

/** The caller's sides on an order: its enterprise (postId) as the holder or as the warehouse. */
export const sidesOf = (p: Pick<Principal, 'postId'>, o: Pick<OutboundRow, 'shipperId' | 'warehouseId'>) => {
  const sides: OutboundSide[] = [];
  if (p.postId && o.shipperId === p.postId) sides.push('holder');
  if (p.postId && o.warehouseId === p.postId) sides.push('warehouse');
  return sides;
};

/**
 * Who sees an order (as an inbound order): the holder every one of its own; the warehouse those at it except drafts;
 * the platform and banks every order but drafts. Anyone else gets 404 (API.md), as for one that does not exist.
 */
export const seesOutbound = (p: Principal, o: OutboundRow) => {
  if (o.tenantId !== p.tenantId || o.isDeleted !== 0) return false;
  if (p.postId && o.shipperId === p.postId) return true;
  if (o.status === OutboundStatus.draft) return false;
  return seesAllParties(p) || (p.postId != null && o.warehouseId === p.postId);
};

/** The same as a list filter (the list, holder and warehouse indexes). */
export const visibleOutbound = (p: Principal): SQL => {
  const base = and(eq(outboundOrder.tenantId, p.tenantId), eq(outboundOrder.isDeleted, 0))!;
  const notDraft = ne(outboundOrder.status, OutboundStatus.draft);
  if (seesAllParties(p)) return and(base, p.postId ? or(notDraft, eq(outboundOrder.shipperId, p.postId)) : notDraft)!;
  if (!p.postId) return sql`false`;
  return and(base, or(eq(outboundOrder.shipperId, p.postId), and(eq(outboundOrder.warehouseId, p.postId), notDraft)))!;
};

/** A live order the caller may see (locked for the caller's transaction when asked), or 404. */
export const findVisibleOutbound = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db.select().from(outboundOrder).where(eq(outboundOrder.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesOutbound(p, row)) throw accessRefusals.notFound();
  return row;
};

import { OUTBOUND_STATUS_EVENT, type OutboundStatusEvent } from '@kc/domain/outbound/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';
import { outboundOrder } from './outbound.table';

/**
 * 'outbound.status' after an order changed (submitted, audited, its code checked, weighed, signed): the holder's, the
 * warehouse's and the operators' open pages read it again. After the commit; best effort, it never fails the move.
 */
export const publishOutboundStatus = async (ctx: AppContext, id: string) => {
  try {
    const [o] = await ctx.db.select().from(outboundOrder).where(eq(outboundOrder.id, id)).limit(1);
    if (!o) return;
    const users = await partyAndOperatorUserIds(ctx.db, o.tenantId, [o.shipperId, o.warehouseId]);
    const data: OutboundStatusEvent = { id: o.id, code: o.code, status: o.status };
    await ctx.events.publishToUsers(users, OUTBOUND_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the order again when they come back into view
  }
};

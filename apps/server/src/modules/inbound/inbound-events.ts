import { INBOUND_STATUS_EVENT, type InboundStatusEvent } from '@kc/domain/inbound/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';
import { inboundOrder } from './inbound.table';

/**
 * 'inbound.status' after an order moved (submitted, audited, weighed, its inspection opened): the shipper's, the
 * warehouse's and the operators' open pages read it again. After the commit; best effort, it never fails the move.
 */
export const publishInboundStatus = async (ctx: AppContext, id: string) => {
  try {
    const [o] = await ctx.db.select().from(inboundOrder).where(eq(inboundOrder.id, id)).limit(1);
    if (!o) return;
    const users = await partyAndOperatorUserIds(ctx.db, o.tenantId, [o.shipperId, o.warehouseId]);
    const data: InboundStatusEvent = { id: o.id, code: o.code, status: o.status };
    await ctx.events.publishToUsers(users, INBOUND_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the order again when they come back into view
  }
};

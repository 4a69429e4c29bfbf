import { PART_UNLOCK_STATUS_EVENT, type PartUnlockStatusEvent } from '@kc/domain/part-unlock/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';
import { partUnlock } from './part-unlock.table';

/**
 * 'partUnlock.status' after a record changed (submitted, a tray removed, audited): its warehouse's, its holder's and
 * the operators' open pages read it again. After the commit; best effort, it never fails the move.
 */
export const publishPartUnlockStatus = async (ctx: AppContext, id: string) => {
  try {
    const [r] = await ctx.db.select().from(partUnlock).where(eq(partUnlock.id, id)).limit(1);
    if (!r) return;
    const users = await partyAndOperatorUserIds(ctx.db, r.tenantId, [r.shipperId, r.warehouseId]);
    const data: PartUnlockStatusEvent = { id: r.id, code: r.code, status: r.status };
    await ctx.events.publishToUsers(users, PART_UNLOCK_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the record again when they come back into view
  }
};

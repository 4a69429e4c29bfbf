import { BILL_SPLIT_STATUS_EVENT, type BillSplitStatusEvent } from '@kc/domain/bill-split/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';
import { billSplitApply } from './bill-split.table';

/**
 * 'billSplit.status' after an application moved (saved, submitted, reviewed, voided): the holder's, the warehouse's
 * and the operators' open pages read it again. After the commit; best effort, it never fails the move.
 */
export const publishBillSplitStatus = async (ctx: AppContext, id: string) => {
  try {
    const [r] = await ctx.db.select().from(billSplitApply).where(eq(billSplitApply.id, id)).limit(1);
    if (!r) return;
    const users = await partyAndOperatorUserIds(ctx.db, r.tenantId, [r.cargoOwnerId, r.warehouseUnitId]);
    const data: BillSplitStatusEvent = { id: r.id, status: r.status };
    await ctx.events.publishToUsers(users, BILL_SPLIT_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the application again when they come back into view
  }
};

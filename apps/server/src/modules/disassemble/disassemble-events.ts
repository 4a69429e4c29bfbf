import { DISASSEMBLE_STATUS_EVENT, type DisassembleStatusEvent } from '@kc/domain/disassemble/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';
import { disassemble } from './disassemble.table';

/**
 * 'disassemble.status' after a split moved (saved, submitted, reviewed, its receipts signed): the holder's, the
 * warehouse's and the operators' open pages read it again. After the commit; best effort.
 */
export const publishDisassembleStatus = async (ctx: AppContext, id: string) => {
  try {
    const [d] = await ctx.db.select().from(disassemble).where(eq(disassemble.id, id)).limit(1);
    if (!d) return;
    const users = await partyAndOperatorUserIds(ctx.db, d.tenantId, [d.cargoOwnerId, d.warehouseId, d.applicantId]);
    const data: DisassembleStatusEvent = {
      id: d.id,
      applyCode: d.applyCode,
      status: d.status,
      signStatus: d.signStatus,
    };
    await ctx.events.publishToUsers(users, DISASSEMBLE_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the split again when they come back into view
  }
};

import type { TradeMoveAnswer } from '@kc/domain/trade/answers';
import {
  ListingAudit,
  type ListingAuditBody,
  ListingSource,
  listingAllows,
  listingMachine,
  listingMessages,
} from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { receiptsInEffectOf } from '../receipt';
import { findVisibleListing } from './listing.repo';
import { tradeGoods } from './trade.table';
import { actorName } from './trade-labels';

/**
 * trade/goods/audit: the platform operator passes a waiting listing onto the shelf (2) or rejects it (3, with an
 * opinion). A listing of a receipt passes only while the receipt is still its supplier's and in effect. Answers the
 * listing's new status.
 */
export const auditListing = async (ctx: AppContext, p: Principal, body: ListingAuditBody): Promise<TradeMoveAnswer> => {
  if (!isPlatformOperator(p)) throw refuse.notPlatform();
  const pass = body.auditStatus === ListingAudit.pass;
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleListing(tx, p, body.id, true);
    if (!listingAllows(pass ? 'pass' : 'reject', row.status)) throw refuse.listingNotAwaitingAudit();
    if (pass && row.source === ListingSource.receipt && row.billId) {
      const [bill] = await receiptsInEffectOf(tx, row.tenantId, row.supplierId, { ids: [row.billId] });
      if (!bill) throw refuse.receiptNoLongerInEffect();
    }
    const moved = await transition(tx, {
      table: tradeGoods,
      id: row.id,
      machine: listingMachine,
      move: pass ? 'pass' : 'reject',
      actor: p,
      set: {
        auditOpinion: body.auditOpinion ?? null,
        auditTime: new Date(),
        auditUser: p.userId,
        auditUserName: actorName(p),
      },
      payload: body.auditOpinion ? { opinion: body.auditOpinion } : undefined,
      message: listingMessages.notAwaitingAudit,
    });
    return { id: moved.id, status: moved.status };
  });
};

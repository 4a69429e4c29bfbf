import type { TradeMoveAnswer } from '@kc/domain/trade/answers';
import { listingAllows, listingMachine, listingMessages } from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { findOwnListing } from './listing.repo';
import { tradeGoods } from './trade.table';

/** trade/goods/offShelf: the supplier takes its approved listing off the shelf (2 → 4), freeing its receipt. */
export const offShelfListing = async (ctx: AppContext, p: Principal, id: string): Promise<TradeMoveAnswer> => {
  return ctx.db.transaction(async (tx) => {
    const row = await findOwnListing(tx, p, id);
    if (!listingAllows('offShelf', row.status)) throw refuse.listingNotOnShelf();
    const moved = await transition(tx, {
      table: tradeGoods,
      id: row.id,
      machine: listingMachine,
      move: 'offShelf',
      action: 'off_shelf',
      actor: p,
      message: listingMessages.notOnShelf,
    });
    return { id: moved.id, status: moved.status };
  });
};

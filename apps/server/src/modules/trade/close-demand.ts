import { demandAllows, demandMachine, demandMessages } from '@kc/domain/trade/demand';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { findOwnDemand } from './demand.repo';
import { tradeDemand } from './trade.table';

/** trade/demand/close: the buyer closes its open demand (1 → 2); suppliers no longer see it. */
export const closeDemand = async (ctx: AppContext, p: Principal, id: string) => {
  await ctx.db.transaction(async (tx) => {
    const row = await findOwnDemand(tx, p, id);
    if (!demandAllows('close', row.status)) throw refuse.demandNotOpen();
    await transition(tx, {
      table: tradeDemand,
      id: row.id,
      machine: demandMachine,
      move: 'close',
      actor: p,
      set: { closeTime: new Date() },
      message: demandMessages.notOpen,
    });
  });
};

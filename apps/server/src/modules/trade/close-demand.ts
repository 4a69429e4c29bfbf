import type { TradeMoveAnswer } from '@kc/domain/trade/answers';
import { demandAllows, demandMachine, demandMessages } from '@kc/domain/trade/demand';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { findOwnDemand } from './demand.repo';
import { tradeDemand } from './trade.table';

/** trade/demand/close: the buyer closes its open demand (1 → 2); suppliers no longer see it. */
export const closeDemand = async (ctx: AppContext, p: Principal, id: string): Promise<TradeMoveAnswer> => {
  return ctx.db.transaction(async (tx) => {
    const row = await findOwnDemand(tx, p, id);
    if (!demandAllows('close', row.status)) throw refuse.demandNotOpen();
    const moved = await transition(tx, {
      table: tradeDemand,
      id: row.id,
      machine: demandMachine,
      move: 'close',
      actor: p,
      set: { closeTime: new Date() },
      message: demandMessages.notOpen,
    });
    return { id: moved.id, status: moved.status };
  });
};

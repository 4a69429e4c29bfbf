import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { canAct, confirmedStatus } from '@kc/domain/contract/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { type Actor, transition } from '../../platform/state/transition';
import { contract } from './contract.table';
import { type ContractRow, loadVisibleContract, requireParty } from './contract-access';
import { refreshContractDocument } from './contract-document';

/**
 * spec 2 §6: the side that did not act confirms the terms — the demander at 10 (or 12), the supplier at 11 (or
 * 13) — and both having agreed, the contract waits for the seals (19). The document is refreshed in the same
 * transaction (from 19 on it is frozen). Another party's or a wrong status's confirmation is a 409.
 */
export const confirmContract = async (ctx: AppContext, p: Principal, id: string): Promise<ContractRow> => {
  const { row, party } = requireParty(await loadVisibleContract(ctx.db, p, id));
  if (!canAct('confirm', row.status, party)) throw refuse.cannotConfirm();
  const actor: Actor = { userId: p.userId, postId: p.postId, tenantId: p.tenantId };
  return ctx.db.transaction(async (tx) => {
    const moved = await transition(tx, {
      table: contract,
      id: row.id,
      from: row.status,
      to: confirmedStatus,
      objectType: 'contract',
      action: 'confirm',
      actor,
      payload: { code: row.code, party },
      message: refuse.statusChanged().message,
    });
    await refreshContractDocument(ctx, tx, row.id, actor);
    return moved;
  });
};

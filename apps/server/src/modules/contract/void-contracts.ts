import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { type ContractParty, canAct, contractMachine, contractMoveOf } from '@kc/domain/contract/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { type Actor, transition } from '../../platform/state/transition';
import { releaseReceipts } from '../receipt';
import { contract } from './contract.table';
import { type ContractRow, loadVisibleContract, requireParty } from './contract-access';

/**
 * spec 2 §6 void (remove): a party voids its contracts from 8–13 and 19–21 (its own draft only); each goes to 0
 * and frees its receipts in the same transaction. All or nothing: one contract the caller may not void refuses
 * the whole call (404 unseen, 403 not a party, 409 wrong status) and nothing changes.
 */
export const voidContracts = async (ctx: AppContext, p: Principal, ids: readonly string[]): Promise<ContractRow[]> => {
  const unique = [...new Set(ids)];
  const rows: { row: ContractRow; party: ContractParty }[] = [];
  for (const id of unique) {
    const { row, party } = requireParty(await loadVisibleContract(ctx.db, p, id));
    if (!canAct('void', row.status, party)) throw refuse.cannotVoid();
    rows.push({ row, party });
  }
  const actor: Actor = { userId: p.userId, postId: p.postId, tenantId: p.tenantId };
  return ctx.db.transaction(async (tx) => {
    const voided: ContractRow[] = [];
    for (const { row, party } of rows) {
      voided.push(
        await transition(tx, {
          table: contract,
          id: row.id,
          machine: contractMachine,
          move: contractMoveOf('void', party),
          action: 'void',
          from: row.status,
          actor,
          payload: { code: row.code },
          message: refuse.statusChanged().message,
        }),
      );
      await releaseReceipts(tx, { process: 'contract', processId: row.id });
    }
    return voided;
  });
};

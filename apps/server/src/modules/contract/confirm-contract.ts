import {
  type ContractConfirmBody,
  type ContractInfo,
  type DetailForm,
  hasOwnBank,
  contractRefusals as refuse,
} from '@kc/domain/contract/contract';
import { type ContractParty, canAct, contractMachine, contractMoveOf } from '@kc/domain/contract/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { type Actor, transition } from '../../platform/state/transition';
import { contract } from './contract.table';
import { type ContractRow, loadVisibleContract, requireParty } from './contract-access';
import { letGoContractDocument, renderAfterCommit } from './contract-document';

/** What the confirming side may fill of its own terms as it confirms (spec 2 §5: each side only its own). */
export type ConfirmOwnFields = Partial<Omit<ContractConfirmBody, 'id'>>;

const filled = (v: string | null | undefined) => (v?.trim() ? v.trim() : undefined);

/** The form with the side's own bank, account and deputy as given (what is not given stays as stored). */
const withOwnFields = (form: DetailForm, party: ContractParty, own: ConfirmOwnFields): DetailForm => {
  const bankName = filled(own.bankName);
  const bankAccount = filled(own.bankAccount);
  const deputy = filled(own.deputy);
  return {
    ...form,
    ...(bankName && bankAccount ? { [`${party}BankName`]: bankName, [`${party}BankAccount`]: bankAccount } : {}),
    ...(deputy ? { [`${party}Deputy`]: deputy } : {}),
  };
};

/**
 * spec 2 §6: the side that did not act confirms the terms — the demander at 10 (or 12), the supplier at 11 (or
 * 13) — and both having agreed, the contract waits for the seals (19). The confirming side must have its own bank
 * and account on the contract (spec 2 §5): given here (with its deputy, optionally), they are written to its own
 * side of the form; with neither stored nor given the confirmation is refused (`contract.own_bank_missing`). The
 * document is refreshed in the same transaction (from 19 on it is frozen). Another party's or a wrong status's
 * confirmation is a 409.
 */
export const confirmContract = async (
  ctx: AppContext,
  p: Principal,
  id: string,
  own: ConfirmOwnFields = {},
): Promise<ContractRow> => {
  const { row, party } = requireParty(await loadVisibleContract(ctx.db, p, id));
  if (!canAct('confirm', row.status, party)) throw refuse.cannotConfirm();
  const info = row.contractInfo as ContractInfo;
  const form = withOwnFields(info.detailForm, party, own);
  if (!hasOwnBank(form, party)) throw refuse.ownBankMissing('确认');
  const changed = JSON.stringify(form) !== JSON.stringify(info.detailForm);
  const actor: Actor = { userId: p.userId, postId: p.postId, tenantId: p.tenantId };
  const moved = await ctx.db.transaction(async (tx) => {
    const confirmed = await transition(tx, {
      table: contract,
      id: row.id,
      machine: contractMachine,
      move: contractMoveOf('confirm', party),
      action: 'confirm',
      from: row.status,
      actor,
      payload: { code: row.code, party },
      ...(changed ? { set: { contractInfo: { ...info, detailForm: form } } } : {}),
      message: refuse.statusChanged().message,
    });
    await letGoContractDocument(tx, confirmed);
    return confirmed;
  });
  await renderAfterCommit(ctx, moved.id, actor);
  return moved;
};

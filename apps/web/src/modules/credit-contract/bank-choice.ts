import { creditContractMessages as msg } from '@kc/domain/credit-contract/credit-contract';

/** The chosen bank row: the bank enterprise with its account (and branch). */
export type CreditBankChoice = { unionBankId: string; bankName: string; bankAccount: string; branchName: string };
export type BankEntry = { bankAccount: string; branchName: string };

/**
 * The bank picker's rule (spec 1 §2 "Bank selection", spec 2 §5), with the server's messages: nothing chosen
 * '请选择至少一条数据!', more than one '只能选择一条数据!', no bank '请选择企业开户银行!', no account
 * '请填写开户银行账号!'. Answers the choice or the message to show.
 */
export const bankChoiceOf = (
  chosen: readonly string[],
  banks: readonly { id: string; title: string }[],
  entries: Readonly<Record<string, BankEntry>>,
): { choice: CreditBankChoice } | { refusal: string } => {
  if (chosen.length === 0) return { refusal: msg.noneChosen };
  if (chosen.length > 1) return { refusal: msg.oneRow };
  const bank = banks.find((b) => b.id === chosen[0]);
  if (!bank?.title.trim()) return { refusal: msg.bankRequired };
  const e = entries[bank.id];
  const bankAccount = e?.bankAccount.trim() ?? '';
  if (!bankAccount) return { refusal: msg.accountRequired };
  return {
    choice: { unionBankId: bank.id, bankName: bank.title, bankAccount, branchName: e?.branchName.trim() ?? '' },
  };
};

import { financeRefusals as refuse, type updateLoanMoneyBody } from '@kc/domain/finance/finance';
import { LoanMoneyStatus, loanMoneyMachine } from '@kc/domain/finance/status';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { financeApply } from './finance.table';
import { loadVisibleApply } from './finance-access';

/**
 * ccb/finance/updateLoanMoney {applyId, loanMoney, status} (spec 3 §5 Loan amount; README "The flow" 7): the platform
 * or the application's bank corrects the disbursed loan — 修改 keeps it editable (0), 提交 locks it (1). Only after a
 * disbursement (409 no_loan_yet) and while not submitted (409 loan_locked; a race lost reads the same).
 */
export const updateLoanMoney = async (ctx: AppContext, p: Principal, body: z.infer<typeof updateLoanMoneyBody>) => {
  const { row, sides } = await loadVisibleApply(ctx.db, p, body.applyId);
  if (!sides.includes('platform') && !sides.includes('bank')) throw refuse.noLoanAccess();
  if (!sides.includes('platform')) await assertOwnEnterpriseApproved(ctx.db, p);
  if (row.loanMoney == null) throw refuse.noLoanYet();
  if (row.loanMoneyStatus === LoanMoneyStatus.submitted) throw refuse.loanLocked();
  return transition(ctx.db, {
    table: financeApply,
    id: row.id,
    statusColumn: 'loanMoneyStatus',
    machine: loanMoneyMachine,
    move: body.status === LoanMoneyStatus.submitted ? 'submit' : 'update',
    action: body.status === LoanMoneyStatus.submitted ? 'loan-submit' : 'loan-update',
    actor: p,
    payload: { loanMoney: body.loanMoney, before: row.loanMoney },
    set: { loanMoney: body.loanMoney },
    message: refuse.loanLocked().message,
  });
};

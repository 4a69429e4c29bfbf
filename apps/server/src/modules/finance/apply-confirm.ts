import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { FourStatus } from '@kc/domain/finance/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { auditApplication } from './apply-audit';
import { submitApplication } from './apply-submit';
import { loadVisibleApply } from './finance-access';

/**
 * kc-finance/application/confirmContract {applicationId} (spec 2 §7): the caller's side confirms the four-party
 * agreement — the one contract queryContractPage lists — by sealing it where the agreement stands now: at fourStatus
 * 20 the platform's pass (finance_pt), at 10 the warehouse's (finance_warehouse), otherwise the shipper's submit or
 * re-submit (ccb_finance; the supplier's seal). The spec shows no payload beyond the application, so this is our
 * reading: one confirmation for every side, the same moves, refusals and seals as auditApplication status 1 and
 * submitApplication. Rejecting stays auditApplication's, since it needs a reason.
 */
export const confirmFourContract = async (ctx: AppContext, p: Principal, applyId: string) => {
  const { row } = await loadVisibleApply(ctx.db, p, applyId);
  if (row.fourStatus === FourStatus.awaitingPlatform || row.fourStatus === FourStatus.awaitingWarehouse)
    return { row: await auditApplication(ctx, p, { id: row.id, status: 1 }), what: 'audit' };
  if (!(await ctx.acl.holdsAny(p.roleIds, ['ccb_finance']))) throw refuse.notShipper();
  return { row: await submitApplication(ctx, p, row.id), what: 'submit' };
};

import { type FinanceAuditBody, financeRefusals as refuse } from '@kc/domain/finance/finance';
import { FourStatus, financeFourMachine } from '@kc/domain/finance/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { assertMoveAllowed, lockApply, moveApplyRows } from './apply-moves';
import { financeApply } from './finance.table';
import { assertFinanceSide, type FinanceApplyRow, loadVisibleApply } from './finance-access';
import { prepareFourSeal, storeFourSeal } from './four-seal';

/** The two reviews of the agreement (spec 2 §4 fourStatus): who, the permission, and where pass and reject lead. */
export const FOUR_REVIEWS = {
  platform: {
    move: 'platformAudit',
    passMove: 'platformPass',
    rejectMove: 'platformReject',
    perm: 'finance_pt',
    at: FourStatus.awaitingPlatform,
    pass: FourStatus.awaitingWarehouse,
    reject: FourStatus.platformRejected,
  },
  warehouse: {
    move: 'warehouseAudit',
    passMove: 'warehousePass',
    rejectMove: 'warehouseReject',
    perm: 'finance_warehouse',
    at: FourStatus.awaitingWarehouse,
    pass: FourStatus.passed,
    reject: FourStatus.warehouseRejected,
  },
} as const;
type Reviewer = keyof typeof FOUR_REVIEWS;

/** The review the application waits for: the platform's at fourStatus 20, the warehouse's at 10; else 409. */
const reviewerAt = (row: FinanceApplyRow): Reviewer => {
  if (row.fourStatus === FourStatus.awaitingPlatform) return 'platform';
  if (row.fourStatus === FourStatus.awaitingWarehouse) return 'warehouse';
  throw refuse.statusChanged();
};

/**
 * auditApplication {id, status 1 pass | 2 reject, descr} and ccb/warehouse/pushAgreementSign (README "The flow" 4):
 * the platform (finance_pt) at fourStatus 20 passes → 10 with its seal on the agreement, or rejects → 21; the
 * application's warehouse (finance_warehouse) at 10 passes → 30 with its seal (rows 10 → 20), or rejects → 11.
 * A rejection keeps its reason in `fourDescr`. Another side: 403; a caller without the permission: 403.
 */
export const auditApplication = async (ctx: AppContext, p: Principal, body: FinanceAuditBody) => {
  const { row } = await loadVisibleApply(ctx.db, p, body.id);
  const reviewer = reviewerAt(row);
  const review = FOUR_REVIEWS[reviewer];
  await assertFinanceSide(ctx.db, p, row, reviewer);
  if (!(await ctx.acl.holdsAny(p.roleIds, [review.perm])))
    throw reviewer === 'platform' ? refuse.notPlatform() : refuse.notWarehouse();
  assertMoveAllowed(row, review.move);
  const pass = body.status === 1;
  const seal = pass ? await prepareFourSeal(ctx, row, reviewer, { fresh: false }) : undefined;
  return ctx.db.transaction(async (tx) => {
    const now = await lockApply(tx, row.id);
    if (!now || now.status !== row.status || now.fourStatus !== review.at || now.fourFileId !== row.fourFileId)
      throw refuse.statusChanged();
    const file = seal ? await storeFourSeal(ctx, tx, now, seal, p, { fresh: false }) : {};
    const moved = await transition(tx, {
      table: financeApply,
      id: row.id,
      statusColumn: 'fourStatus',
      machine: financeFourMachine,
      move: pass ? review.passMove : review.rejectMove,
      action: `${review.move}-${pass ? 'pass' : 'reject'}`,
      actor: p,
      payload: { descr: body.descr ?? null, ...(seal ? { sha256: seal.sha256, enterpriseId: seal.signer.id } : {}) },
      set: { ...file, ...(pass ? {} : { fourDescr: body.descr ?? null }) },
      message: refuse.statusChanged().message,
    });
    if (pass && reviewer === 'warehouse') await moveApplyRows(tx, row.id, 'reviewPassed', p);
    return moved;
  });
};

import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { financeApplyMachine, financeFourMachine } from '@kc/domain/finance/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { assertMoveAllowed, lockApply, moveApplyRows, releaseApplyReceipts } from './apply-moves';
import { financeApply } from './finance.table';
import { assertFinanceSide, type FinanceApplyRow, loadVisibleApply } from './finance-access';
import { prepareFourSeal, storeFourSeal } from './four-seal';

/** The row still stands where the seal started (same status, fourStatus and file), else 409. */
const assertUnchanged = (now: FinanceApplyRow | undefined, then: FinanceApplyRow) => {
  if (!now || now.status !== then.status || now.fourStatus !== then.fourStatus || now.fourFileId !== then.fourFileId)
    throw refuse.statusChanged();
  return now;
};

/**
 * submitApplication / reSubmitApplication (README "The flow" 2): the shipper sends its application to the platform's
 * four-party review, fourStatus 0/11/21 → 20 with `submitTime`; the agreement rendered afresh and sealed by the
 * supplier (its seal not ready: 409 seal_not_ready); the rows 1 → 10.
 */
export const submitApplication = async (ctx: AppContext, p: Principal, id: string) => {
  const { row } = await loadVisibleApply(ctx.db, p, id);
  await assertFinanceSide(ctx.db, p, row, 'shipper');
  assertMoveAllowed(row, 'submit');
  const seal = await prepareFourSeal(ctx, row, 'shipper', { fresh: true });
  return ctx.db.transaction(async (tx) => {
    const now = assertUnchanged(await lockApply(tx, id), row);
    const file = await storeFourSeal(ctx, tx, now, seal, p, { fresh: true });
    const moved = await transition(tx, {
      table: financeApply,
      id,
      statusColumn: 'fourStatus',
      machine: financeFourMachine,
      move: 'submit',
      from: now.fourStatus,
      action: now.submitTime ? 'reSubmit' : 'submit',
      actor: p,
      payload: { sha256: file.fourSha256, enterpriseId: seal.signer.id },
      set: { ...file, submitTime: new Date(), fourDescr: null },
      message: refuse.statusChanged().message,
    });
    await moveApplyRows(tx, id, 'submit', p);
    return moved;
  });
};

/**
 * cancelApplication (README "The flow" 3): the shipper withdraws at status 50 before the agreement passed (fourStatus
 * 0/20/11/21) → 0 void; its rows inactive, the receipts' pledge status 0 and their reservation released.
 */
export const cancelApplication = async (ctx: AppContext, p: Principal, id: string) => {
  const { row } = await loadVisibleApply(ctx.db, p, id);
  await assertFinanceSide(ctx.db, p, row, 'shipper');
  return ctx.db.transaction(async (tx) => {
    const now = await lockApply(tx, id);
    if (!now) throw refuse.notFound();
    assertMoveAllowed(now, 'cancel');
    const moved = await transition(tx, {
      table: financeApply,
      id,
      machine: financeApplyMachine,
      move: 'cancel',
      actor: p,
      set: { finishTime: new Date() },
      message: refuse.statusChanged().message,
    });
    await releaseApplyReceipts(ctx, tx, moved, { actor: p });
    return moved;
  });
};

/** remove {ids}: cancel each (all or nothing is not promised: each is its own move, the first refusal answers). */
export const removeApplications = async (ctx: AppContext, p: Principal, ids: readonly string[]) => {
  const moved: FinanceApplyRow[] = [];
  for (const id of ids) moved.push(await cancelApplication(ctx, p, id));
  return moved;
};

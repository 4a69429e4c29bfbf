import { ContainerStatus, type unlockBody, wmsRefusals } from '@kc/domain/wms/wms';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { lineageIsLive } from '../receipt';
import { publishWmsChange } from './container-events';
import { LockPending, sendQueuedLocks } from './container-lock';
import { moveContainer, moveTrays } from './container-moves';
import { wmsContainer } from './wms.table';
import { wmsSidesOf } from './wms-scope';

export type UnlockBody = z.infer<typeof unlockBody>;

/**
 * POST wmsExternalApply/unlock (spec 3 §5 Unlock; the /external/destroy screen, reading B): the selected containers
 * are let go in their WMS. All of one WMS platform (the one named; '请选择同一个WMS平台的货物！'), each the caller's
 * (its cargo owner, its warehouse, or the platform; else unlockForbidden), covered by no live receipt of its lineage
 * (underReceipt) and locked (10; else notLocked). One transaction: containers 11 with an unlock queued for the WMS
 * (lockPending 2), their trays 11, an audit event each; the WMS hears of it after the commit (the lock outbox).
 */
export const unlockContainers = async (ctx: AppContext, p: Principal, body: UnlockBody) => {
  const units = [
    ...new Set(
      body.warehouseUnitId
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (units.length !== 1) throw wmsRefusals.samePlatform();
  const unit = units[0]!;
  await assertOwnEnterpriseApproved(ctx.db, p);
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        c: wmsContainer,
        live: sql<boolean>`${lineageIsLive(sql`"kc_wms_container"."lineage_id"`)}`,
      })
      .from(wmsContainer)
      .where(
        and(eq(wmsContainer.tenantId, p.tenantId), inArray(wmsContainer.id, body.ids), eq(wmsContainer.isDeleted, 0)),
      )
      .orderBy(asc(wmsContainer.id))
      .for('update', { of: wmsContainer });
    if (rows.length !== body.ids.length) throw wmsRefusals.containerNotFound();
    if (rows.some(({ c }) => c.warehouseUnitId !== unit)) throw wmsRefusals.samePlatform();
    for (const { c } of rows) {
      const sides = wmsSidesOf(p, c);
      if (!isPlatformOperator(p) && !sides.owner && !sides.warehouse) throw wmsRefusals.unlockForbidden();
    }
    for (const { c, live } of rows) if (live) throw wmsRefusals.underReceipt(c.caseNumber);
    for (const { c } of rows) if (c.status !== ContainerStatus.locked) throw wmsRefusals.notLocked(c.caseNumber);
    const done = [];
    for (const { c } of rows) {
      done.push(
        await moveContainer(tx, {
          id: c.id,
          move: 'unlock',
          actor: p,
          set: { lockPending: LockPending.unlock },
          payload: { warehouseUnitId: unit },
          lost: () => wmsRefusals.notLocked(c.caseNumber),
        }),
      );
    }
    await moveTrays(
      tx,
      done.map((c) => c.id),
      'unlock',
      p,
    );
    return done;
  });
  await sendQueuedLocks(ctx, p.tenantId);
  void publishWmsChange(
    ctx,
    { tenantId: p.tenantId, parties: [...new Set(moved.flatMap((c) => [c.cargoOwnerId, c.warehouseId]))] },
    moved.map((c) => ({ kind: 'container' as const, id: c.id, status: c.status, billId: c.billId })),
  );
  return moved;
};

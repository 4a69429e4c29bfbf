import { formatDate } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import {
  ContainerStatus,
  isApplicableContainerStatus,
  type SaveApplyBody,
  WmsApplyStatus,
  wmsApplyRefusals,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, asc, desc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved, enterpriseNameSql, enterpriseOf, liveEnterprise } from '../enterprise';
import { moveContainer } from './container-moves';
import { wmsPlatformNames } from './container-repo';
import { wmsApply, wmsApplyContainer, wmsContainer } from './wms.table';

export type ApplyRow = typeof wmsApply.$inferSelect;

/** The audit trail's object type of an application. */
export const APPLY_OBJECT = 'wmsApply';

/**
 * The next application code of the tenant for the day: 'SQ' + yyyyMMdd (Shanghai) + a 4-digit sequence. New
 * applications take codes one at a time per tenant (an advisory lock held until the caller's transaction ends).
 */
export const nextApplyCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `SQ${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wms-apply-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: wmsApply.applyCode })
    .from(wmsApply)
    .where(and(eq(wmsApply.tenantId, tenantId), like(wmsApply.applyCode, `${prefix}%`)))
    .orderBy(desc(sql`length(${wmsApply.applyCode})`), desc(wmsApply.applyCode))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

const enterpriseTypeOf = async (db: DbOrTx, tenantId: string, id: string) =>
  (await liveEnterprise(db, tenantId, id))?.type;

/**
 * The caller acts as a WMS cargo owner: its enterprise is a cargo owner (type 1; a buyer holding receipts is not the
 * owner the WMS knows) and approved.
 */
const assertCargoOwner = async (db: DbOrTx, p: Principal) => {
  if (!p.postId || (await enterpriseTypeOf(db, p.tenantId, p.postId)) !== EnterpriseType.owner)
    throw wmsRefusals.ownerOnly();
  await assertOwnEnterpriseApproved(db, p);
  return p.postId;
};

/** The platform key must be a WMS platform of the dictionary thirdwms_enterprise. */
export const assertPlatformKnown = async (db: DbOrTx, tenantId: string, unit: string) => {
  if (!(await wmsPlatformNames(db, tenantId)).has(unit)) throw wmsRefusals.platformUnknown();
};

/**
 * POST wmsExternalApply/saveApply (spec 3 §5 Container apply): a cargo owner applies for receipts on its goods at a
 * WMS platform by case numbers. Every case number must name a container of that platform whose cargo owner is the
 * caller's enterprise, still in the WMS and free (1 or 11); all at one warehouse. One transaction: the application
 * (10), its containers with the status each had, the containers 4 (guarded, so of two applications racing for a
 * container only one takes it) and the audit events.
 */
export const saveApply = async (ctx: AppContext, p: Principal, body: SaveApplyBody): Promise<ApplyRow> => {
  const ownerId = await assertCargoOwner(ctx.db, p);
  await assertPlatformKnown(ctx.db, p.tenantId, body.warehouseUnitId);
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(wmsContainer)
      .where(
        and(
          eq(wmsContainer.tenantId, p.tenantId),
          eq(wmsContainer.warehouseUnitId, body.warehouseUnitId),
          inArray(wmsContainer.caseNumber, body.caseNumber),
          eq(wmsContainer.cargoOwnerId, ownerId),
          eq(wmsContainer.isDeleted, 0),
          eq(wmsContainer.removed, 0),
        ),
      )
      .orderBy(asc(wmsContainer.id))
      .for('update');
    const chosen = body.caseNumber.map((caseNumber) => {
      const candidates = found.filter((c) => c.caseNumber === caseNumber);
      if (candidates.length === 0) throw wmsRefusals.caseNotFound(caseNumber);
      const free = candidates.find((c) => isApplicableContainerStatus(c.status));
      if (!free) throw wmsRefusals.caseNotApplicable(caseNumber);
      if (!free.warehouseId) throw wmsApplyRefusals.warehouseUnknown(caseNumber);
      return free;
    });
    const warehouses = new Set(chosen.map((c) => c.warehouseId!));
    if (warehouses.size > 1) throw wmsRefusals.mixedWarehouses();
    const warehouseId = chosen[0]!.warehouseId!;

    const now = new Date();
    const [apply] = await tx
      .insert(wmsApply)
      .values({
        tenantId: p.tenantId,
        applyCode: await nextApplyCode(tx, p.tenantId, now),
        warehouseUnitId: body.warehouseUnitId,
        warehouseId,
        cargoOwnerId: ownerId,
        caseNumber: chosen.map((c) => c.caseNumber).join(','),
        status: WmsApplyStatus.pending,
        createUser: p.userId,
        createDept: p.deptId,
        updateUser: p.userId,
        createTime: now,
        updateTime: now,
      })
      .returning();
    const row = apply!;
    await tx
      .insert(wmsApplyContainer)
      .values(chosen.map((c) => ({ applyId: row.id, containerId: c.id, fromStatus: c.status })));
    for (const c of chosen) {
      await moveContainer(tx, {
        id: c.id,
        move: 'apply',
        from: c.status,
        actor: p,
        set: { applyId: row.id },
        payload: { applyId: row.id, applyCode: row.applyCode },
        lost: () => wmsRefusals.caseNotApplicable(c.caseNumber),
      });
    }
    await appendAuditEvent(tx, {
      tenantId: p.tenantId,
      objectType: APPLY_OBJECT,
      objectId: row.id,
      action: 'apply',
      toStatus: WmsApplyStatus.pending,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: {
        applyCode: row.applyCode,
        warehouseUnitId: row.warehouseUnitId,
        caseNumber: row.caseNumber,
        containerIds: chosen.map((c) => c.id),
      },
    });
    return row;
  });
};

/**
 * GET external/billApply/findWarehouseList (warehouseUnitId): the warehouses of the apply form — for a cargo owner
 * those where it has goods it may apply for on that platform; for a warehouse itself; for the platform every
 * warehouse with goods on that platform.
 */
export const findWarehouseList = async (db: DbOrTx, p: Principal, unit: string | undefined) => {
  const type = p.postId ? await enterpriseTypeOf(db, p.tenantId, p.postId) : undefined;
  if (!isPlatformOperator(p) && type === EnterpriseType.warehouse) {
    const self = await enterpriseOf(db, p.postId!);
    return self ? [{ id: self.id, name: self.name }] : [];
  }
  if (!isPlatformOperator(p) && !p.postId) return [];
  const name = enterpriseNameSql(wmsContainer.warehouseId);
  const rows = await db
    .selectDistinct({ id: wmsContainer.warehouseId, name })
    .from(wmsContainer)
    .where(
      and(
        eq(wmsContainer.tenantId, p.tenantId),
        eq(wmsContainer.isDeleted, 0),
        eq(wmsContainer.removed, 0),
        isNotNull(wmsContainer.warehouseId),
        unit ? eq(wmsContainer.warehouseUnitId, unit) : undefined,
        isPlatformOperator(p)
          ? undefined
          : and(
              eq(wmsContainer.cargoOwnerId, p.postId!),
              inArray(wmsContainer.status, [ContainerStatus.unlocked, ContainerStatus.released]),
            ),
      ),
    )
    .orderBy(asc(name));
  return rows.flatMap((r) => (r.id != null && r.name != null ? [{ id: r.id, name: r.name }] : []));
};

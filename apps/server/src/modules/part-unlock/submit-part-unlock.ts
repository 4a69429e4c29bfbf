import { formatDate } from '@kc/domain';
import type { PartUnlockMoveAnswer } from '@kc/domain/part-unlock/answers';
import {
  type DelDestroyBillBody,
  type PartUnlockResubmitBody,
  type PartUnlockSubmitBody,
  partUnlockMessages,
  partUnlockRefusals as refuse,
} from '@kc/domain/part-unlock/part-unlock';
import {
  canEditPartUnlock,
  canResubmitPartUnlock,
  PartUnlockStatus,
  partUnlockMachine,
  partUnlockStatusLabel,
} from '@kc/domain/part-unlock/status';
import { receiptProcessLabels } from '@kc/domain/receipt/reservation';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus, TrayStatus } from '@kc/domain/wms/wms';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { holdReceipts, receiptsByIds } from '../receipt';
import { coveredTrays } from '../wms';
import { partUnlock, partUnlockTray } from './part-unlock.table';
import { asRecordWarehouse, type PartUnlockRow } from './part-unlock-access';
import { attachImages, checkImages } from './part-unlock-files';

export const OBJECT_TYPE = partUnlockMachine.objectType;

export const moveAnswer = (row: PartUnlockRow): PartUnlockMoveAnswer => ({
  id: row.id,
  status: row.status,
  statusName: partUnlockStatusLabel(row.status),
});

/**
 * The next record code of the tenant for the day: 'JS' (解锁) + yyyyMMdd (Shanghai) + a 4-digit sequence, as the
 * outbound order's 'CK'. One at a time per tenant (an advisory lock until the transaction ends).
 */
const nextCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `JS${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`part-unlock-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: partUnlock.code })
    .from(partUnlock)
    .where(and(eq(partUnlock.tenantId, tenantId), like(partUnlock.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${partUnlock.code})`), desc(partUnlock.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

/** ARCHITECTURE §11: the record holds its receipts (process 'unlock') from submit to 40; another holder: 409. */
export const holdOrRefuse = async (
  tx: DbOrTx,
  input: { tenantId: string; processId: string; billIds: readonly string[]; codes: Map<string, string> },
) => {
  const others = await holdReceipts(tx, {
    process: 'unlock',
    processId: input.processId,
    tenantId: input.tenantId,
    billIds: input.billIds,
  });
  const first = others[0];
  if (first) throw refuse.billHeld(input.codes.get(first.billId) ?? first.billId, receiptProcessLabels[first.process]);
};

/**
 * The receipts and trays a warehouse names, checked: each receipt of the tenant, kept at the caller's warehouse
 * (else 403), in effect (status 1, else 409), all of one holder (400); each tray covered by one of them, locked
 * (10) in a locked container (else 400 naming the tray). Receipts none of whose trays is chosen are left out.
 */
const checkChoice = async (tx: DbOrTx, p: Principal, billIds: readonly string[], trayIds: readonly string[]) => {
  const receipts = await receiptsByIds(tx, billIds);
  for (const id of billIds) {
    const r = receipts.get(id);
    if (!r || r.tenantId !== p.tenantId || r.isDeleted !== 0 || r.warehouseId !== p.postId) throw refuse.notWarehouse();
    if (r.status !== ReceiptStatus.inEffect) throw refuse.billNotInEffect();
  }
  const list = [...receipts.values()];
  if (new Set(list.map((r) => r.cargoOwnerId)).size > 1) throw refuse.mixedHolders();
  const trays = await coveredTrays(
    tx,
    list.map((r) => ({ id: r.id, lineageId: r.lineageId })),
    { trayIds },
  );
  const byId = new Map(trays.map((t) => [t.trayId, t]));
  for (const id of trayIds) {
    const t = byId.get(id);
    if (!t || t.status !== TrayStatus.locked || t.containerStatus !== ContainerStatus.locked)
      throw refuse.trayNotLocked(t?.trayCode ?? id);
  }
  const used = new Set(trays.map((t) => t.billId));
  return { receipts: list.filter((r) => used.has(r.id)), trays };
};

/**
 * POST partUnlock/submit: the warehouse that keeps the goods applies to let chosen locked trays go, with the owner's
 * pick-up application copy. No draft (dictionary part_unlock_status has none): the record is written at 10
 * (待货主审核) and holds its receipts from now until 40.
 */
export const submitPartUnlock = async (
  ctx: AppContext,
  p: Principal,
  body: PartUnlockSubmitBody,
): Promise<PartUnlockMoveAnswer> => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  await checkImages(ctx, p, body.applyFile);
  return ctx.db.transaction(async (tx) => {
    const { receipts, trays } = await checkChoice(tx, p, body.billIds, body.trayIds);
    const now = new Date();
    const [row] = await tx
      .insert(partUnlock)
      .values({
        tenantId: p.tenantId,
        code: await nextCode(tx, p.tenantId, now),
        warehouseId: p.postId!,
        shipperId: receipts[0]!.cargoOwnerId,
        status: PartUnlockStatus.awaitingShipper,
        applyFile: [...new Set(body.applyFile)],
        submitTime: now,
        submitUser: p.userId,
        createUser: p.userId,
      })
      .returning();
    const record = row!;
    await holdOrRefuse(tx, {
      tenantId: p.tenantId,
      processId: record.id,
      billIds: receipts.map((r) => r.id),
      codes: new Map(receipts.map((r) => [r.id, r.code])),
    });
    const codeOf = new Map(receipts.map((r) => [r.id, r.code]));
    await tx.insert(partUnlockTray).values(
      trays.map((t) => ({
        ulockId: record.id,
        billId: t.billId,
        billCode: codeOf.get(t.billId)!,
        containerId: t.containerId,
        caseNumber: t.caseNumber,
        trayId: t.trayId,
        trayCode: t.trayCode,
        weight: t.weight,
        num: t.num,
      })),
    );
    await attachImages(tx, p, record.applyFile, record.id);
    await appendAuditEvent(tx, {
      tenantId: record.tenantId,
      objectType: OBJECT_TYPE,
      objectId: record.id,
      action: 'submit',
      fromStatus: null,
      toStatus: record.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { trayCount: trays.length, billCodes: receipts.map((r) => r.code) },
    });
    return moveAnswer(record);
  });
};

/** The receipts a record's trays name, in code order. */
export const recordBillIds = async (db: DbOrTx, ulockId: string) =>
  (
    await db
      .selectDistinct({ billId: partUnlockTray.billId })
      .from(partUnlockTray)
      .where(eq(partUnlockTray.ulockId, ulockId))
  ).map((r) => r.billId);

/**
 * POST partUnlock/submitAudit: the warehouse resubmits after the holder's or the platform's rejection (11 / 21 →
 * 10), with a new application copy when it sends one. Its receipts must still be in effect.
 */
export const resubmitPartUnlock = async (
  ctx: AppContext,
  p: Principal,
  body: PartUnlockResubmitBody,
): Promise<PartUnlockMoveAnswer> => {
  const current = await asRecordWarehouse(ctx.db, p, body.id);
  if (!canResubmitPartUnlock(current.status)) throw refuse.notResubmittable();
  const applyFile = body.applyFile?.length ? [...new Set(body.applyFile)] : undefined;
  if (applyFile) await checkImages(ctx, p, applyFile, current.id);
  return ctx.db.transaction(async (tx) => {
    const record = await asRecordWarehouse(tx, p, body.id, true);
    if (!canResubmitPartUnlock(record.status)) throw refuse.notResubmittable();
    const receipts = await receiptsByIds(tx, await recordBillIds(tx, record.id));
    if ([...receipts.values()].some((r) => r.status !== ReceiptStatus.inEffect)) throw refuse.billNotInEffect();
    if (applyFile) await attachImages(tx, p, applyFile, record.id);
    const moved = await transition(tx, {
      machine: partUnlockMachine,
      move: 'resubmit',
      table: partUnlock,
      id: record.id,
      actor: p,
      payload: { applyFileChanged: applyFile != null },
      set: { descr: null, submitTime: new Date(), submitUser: p.userId, ...(applyFile && { applyFile }) },
      message: partUnlockMessages.notResubmittable,
    });
    return moveAnswer(moved);
  });
};

/**
 * POST partUnlock/delDestroyBill {trayId, ulockId}: the warehouse takes a tray out of the record while it is
 * editable (10 before the holder's audit, 11 / 21 after a rejection); at least one tray stays. A receipt left
 * without trays is no longer held.
 */
export const removePartUnlockTray = async (ctx: AppContext, p: Principal, body: DelDestroyBillBody) =>
  ctx.db.transaction(async (tx) => {
    const record = await asRecordWarehouse(tx, p, body.ulockId, true);
    if (!canEditPartUnlock(record.status)) throw refuse.notEditable();
    const trays = await tx
      .select()
      .from(partUnlockTray)
      .where(eq(partUnlockTray.ulockId, record.id))
      .orderBy(asc(partUnlockTray.id));
    const tray = trays.find((t) => t.trayId === body.trayId);
    if (!tray) throw refuse.trayNotOfRecord();
    if (trays.length <= 1) throw refuse.lastTray();
    await tx.delete(partUnlockTray).where(eq(partUnlockTray.id, tray.id));
    const left = trays.filter((t) => t.id !== tray.id);
    await holdOrRefuse(tx, {
      tenantId: record.tenantId,
      processId: record.id,
      billIds: [...new Set(left.map((t) => t.billId))],
      codes: new Map(left.map((t) => [t.billId, t.billCode])),
    });
    await tx
      .update(partUnlock)
      .set({ version: sql`${partUnlock.version} + 1`, updateTime: new Date(), updateUser: p.userId })
      .where(eq(partUnlock.id, record.id));
    await appendAuditEvent(tx, {
      tenantId: record.tenantId,
      objectType: OBJECT_TYPE,
      objectId: record.id,
      action: 'removeTray',
      fromStatus: record.status,
      toStatus: record.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { trayId: tray.trayId, trayCode: tray.trayCode, caseNumber: tray.caseNumber, billCode: tray.billCode },
    });
    return record.id;
  });

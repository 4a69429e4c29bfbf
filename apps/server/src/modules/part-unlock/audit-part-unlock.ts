import type { PartUnlockMoveAnswer } from '@kc/domain/part-unlock/answers';
import {
  type AuditPlatformBody,
  type AuditShipperBody,
  type AuditWarehouseBody,
  partUnlockMessages,
  partUnlockRefusals as refuse,
} from '@kc/domain/part-unlock/part-unlock';
import {
  canShipperAuditPartUnlock,
  canWarehouseAuditPartUnlock,
  PartUnlockStatus,
  partUnlockMachine,
} from '@kc/domain/part-unlock/status';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { transition } from '../../platform/state/transition';
import { releaseReceipts } from '../receipt';
import { unlockChosenTrays } from '../wms';
import { partUnlock, partUnlockTray } from './part-unlock.table';
import { asPlatform, asRecordHolder, asRecordWarehouse } from './part-unlock-access';
import { attachImages, checkImages } from './part-unlock-files';
import { moveAnswer } from './submit-part-unlock';

/**
 * POST partUnlock/auditShipper (ccb_push_audit_shipper): the receipts' holder passes (10 → 20, to the platform) or
 * rejects with a reason (10 → 11; the warehouse may remove trays and resubmit). The receipts stay held.
 */
export const auditShipper = async (
  ctx: AppContext,
  p: Principal,
  body: AuditShipperBody,
): Promise<PartUnlockMoveAnswer> =>
  ctx.db.transaction(async (tx) => {
    const record = await asRecordHolder(tx, p, body.id, true);
    if (!canShipperAuditPartUnlock(record.status)) throw refuse.notAwaitingShipper();
    const pass = body.status === PartUnlockStatus.awaitingPlatform;
    const moved = await transition(tx, {
      machine: partUnlockMachine,
      move: pass ? 'shipperPass' : 'shipperReject',
      table: partUnlock,
      id: record.id,
      actor: p,
      payload: { descr: body.descr ?? null },
      set: { descr: pass ? null : (body.descr ?? null), shipperAuditTime: new Date(), shipperAuditUser: p.userId },
      message: partUnlockMessages.notAwaitingShipper,
    });
    return moveAnswer(moved);
  });

/**
 * POST partUnlock/auditPlatform (ccb_push_audit_platform): at 20 the platform passes with its pick-up confirmation
 * (提货确认书, noticeFile, exactly one image: 20 → 30) or rejects with a reason (→ 21); at 31 (the warehouse
 * rejected) it issues its notice again, a new image (31 → 32), and the warehouse audits from 32 as from 30.
 */
export const auditPlatform = async (
  ctx: AppContext,
  p: Principal,
  body: AuditPlatformBody,
): Promise<PartUnlockMoveAnswer> => {
  const current = await asPlatform(ctx.db, p, body.id);
  const notice = body.status === PartUnlockStatus.awaitingWarehouseConfirm;
  const pass = body.status === PartUnlockStatus.awaitingWarehouse;
  const expected = notice ? PartUnlockStatus.warehouseRejected : PartUnlockStatus.awaitingPlatform;
  if (current.status !== expected) {
    const atOther =
      current.status === PartUnlockStatus.awaitingPlatform || current.status === PartUnlockStatus.warehouseRejected;
    throw atOther ? refuse.wrongTarget() : refuse.notAwaitingPlatform();
  }
  const files = pass || notice ? (body.noticeFile ?? []) : [];
  await checkImages(ctx, p, files, current.id);
  return ctx.db.transaction(async (tx) => {
    const record = await asPlatform(tx, p, body.id, true);
    if (record.status !== expected) throw refuse.notAwaitingPlatform();
    if (files.length) await attachImages(tx, p, files, record.id);
    const moved = await transition(tx, {
      machine: partUnlockMachine,
      move: notice ? 'platformNotice' : pass ? 'platformPass' : 'platformReject',
      table: partUnlock,
      id: record.id,
      actor: p,
      payload: { descr: body.descr ?? null, noticeFile: files },
      set: {
        // 32 keeps the warehouse's reason beside the new notice; a pass clears it; a rejection states its own
        descr: notice ? record.descr : pass ? null : (body.descr ?? null),
        ...(files.length && { noticeFile: files }),
        platformAuditTime: new Date(),
        platformAuditUser: p.userId,
      },
      message: partUnlockMessages.notAwaitingPlatform,
    });
    return moveAnswer(moved);
  });
};

/**
 * POST partUnlock/auditWarehouse (ccb_push_audit_warehouse): at 30 or 32 the warehouse that keeps the goods passes
 * with its own confirmation (confirmFile, one image: → 40) or rejects with a reason (→ 31, the platform answers with
 * a new notice). At 40, in this transaction: the chosen trays are unlocked in the mirror (10 → 11, each with its
 * event), every other tray and the containers stay locked (10), the receipts are released from the record, and the
 * trays are queued for the WMS (unlockPending 1; sent after the commit, else by the outbox's sweep). The receipt's
 * figures do not change (chosen): unlocking lets the WMS move the trays; goods leave a receipt only when an outbound
 * order or a release pick-up weighs them out.
 */
export const auditWarehouse = async (
  ctx: AppContext,
  p: Principal,
  body: AuditWarehouseBody,
): Promise<PartUnlockMoveAnswer> => {
  const current = await asRecordWarehouse(ctx.db, p, body.id);
  if (!canWarehouseAuditPartUnlock(current.status)) throw refuse.notAwaitingWarehouse();
  const pass = body.status === PartUnlockStatus.completed;
  const files = pass ? (body.confirmFile ?? []) : [];
  await checkImages(ctx, p, files, current.id);
  return ctx.db.transaction(async (tx) => {
    const record = await asRecordWarehouse(tx, p, body.id, true);
    if (!canWarehouseAuditPartUnlock(record.status)) throw refuse.notAwaitingWarehouse();
    if (files.length) await attachImages(tx, p, files, record.id);
    const now = new Date();
    const moved = await transition(tx, {
      machine: partUnlockMachine,
      move: pass ? 'warehousePass' : 'warehouseReject',
      table: partUnlock,
      id: record.id,
      actor: p,
      payload: { descr: body.descr ?? null, confirmFile: files },
      set: {
        descr: pass ? null : (body.descr ?? null),
        ...(files.length && { confirmFile: files }),
        warehouseAuditTime: now,
        warehouseAuditUser: p.userId,
        ...(pass && { completeTime: now }),
      },
      message: partUnlockMessages.notAwaitingWarehouse,
    });
    if (pass) {
      const trays = await tx.select().from(partUnlockTray).where(eq(partUnlockTray.ulockId, record.id));
      await unlockChosenTrays(tx, {
        trayIds: trays.map((t) => t.trayId),
        actor: p,
        ulockId: record.id,
        code: record.code,
      });
      await tx.update(partUnlockTray).set({ unlockPending: 1 }).where(eq(partUnlockTray.ulockId, record.id));
      await releaseReceipts(tx, { process: 'unlock', processId: record.id });
    }
    return moveAnswer(moved);
  });
};

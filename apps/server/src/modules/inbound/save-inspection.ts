import type { InboundMoveAnswer } from '@kc/domain/inbound/answers';
import {
  canEditInspection,
  firstBatchWithoutFile,
  InspectionStatus,
  type InspectionSubmitBody,
  inspectionMachine,
  inspectionMessages,
  isInspectionImage,
  inspectionRefusals as refuse,
} from '@kc/domain/inbound/inspection';
import { canOpenInspection } from '@kc/domain/inbound/status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { attachToOwner } from '../../platform/files/attachment.service';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { batchesOf, findVisibleOrder } from './inbound.repo';
import {
  assertInspector,
  filesOf,
  findVisibleInspection,
  INSPECTION_FILE_OWNER,
  INSPECTION_OBJECT_TYPE,
  type InspectionRow,
} from './inspection.repo';
import { inspection, inspectionFile } from './inspection.table';

/** Each new image: an attachment the user may see, a jpg/jpeg/png by name and by sniffed content. */
const checkImages = async (ctx: AppContext, p: Principal, ids: string[]) => {
  for (const id of ids) {
    const row = await ctx.files.find(id);
    if (!row || !(await ctx.files.canSee(p, row))) throw refuse.fileMissing();
    if (!isInspectionImage(row)) throw refuse.fileType();
  }
};

/**
 * ple/test/submit: the inspection's whole set of files. A file sent with its `id` stays (its time too), one
 * without is new, one not sent any more is removed. Status 10 saves; 1 finishes, which needs at least one file
 * per batch of the order. Only at 10.
 */
export const saveInspection = async (
  ctx: AppContext,
  p: Principal,
  body: InspectionSubmitBody,
): Promise<InboundMoveAnswer> => {
  const current = await findVisibleInspection(ctx.db, p, body.id);
  assertInspector(p, current.warehouseId);
  await assertOwnEnterpriseApproved(ctx.db, p);
  if (!canEditInspection(current.status)) throw refuse.notEditable();
  const existing = await filesOf(ctx.db, current.id);
  const held = new Set(existing.map((f) => f.testFile));
  // Images already held by this inspection were checked when they came; only new ones are checked (outside the
  // transaction: the attachment service reads with the pool).
  const newImages = [...new Set(body.files.map((f) => f.testFile).filter((id) => !held.has(id)))];
  await checkImages(ctx, p, newImages);

  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(inspection).where(eq(inspection.id, current.id)).for('update');
    if (!row || row.isDeleted === 1 || !canEditInspection(row.status)) throw refuse.notEditable();
    const order = await findVisibleOrder(tx, p, row.inputId);
    if (!canOpenInspection(order.status)) throw refuse.orderNotReady();
    const batches = await batchesOf(tx, row.inputId);
    const batchIds = new Set(batches.map((b) => b.id));
    for (const f of body.files) if (!batchIds.has(f.inputBatchId)) throw refuse.batchMissing();

    const files = await filesOf(tx, row.id);
    const fileIds = new Set(files.map((f) => f.id));
    for (const f of body.files) if (f.id && !fileIds.has(f.id)) throw refuse.fileMissing();

    if (newImages.length) {
      const attached = await attachToOwner(tx, newImages, INSPECTION_FILE_OWNER, row.id, p);
      if (attached.length !== newImages.length) throw refuse.fileMissing();
    }

    const kept = new Set(body.files.map((f) => f.id).filter(Boolean));
    const gone = files.filter((f) => !kept.has(f.id)).map((f) => f.id);
    if (gone.length) await tx.delete(inspectionFile).where(inArray(inspectionFile.id, gone));
    for (const f of body.files) {
      const values = {
        inputBatchId: f.inputBatchId,
        testFileCode: f.testFileCode,
        testFile: f.testFile,
        testDesc: f.testDesc ?? null,
      };
      if (f.id) {
        await tx
          .update(inspectionFile)
          .set({ ...values, ...updatedBy(p) })
          .where(and(eq(inspectionFile.id, f.id), eq(inspectionFile.testId, row.id)));
      } else {
        await tx.insert(inspectionFile).values({ ...values, tenantId: row.tenantId, testId: row.id, ...createdBy(p) });
      }
    }

    if (body.status === InspectionStatus.done) {
      const missing = firstBatchWithoutFile(batches, body.files);
      if (missing) throw refuse.finishNeedsFiles(missing.batchNo);
      const finished = await transition(tx, {
        table: inspection,
        id: row.id,
        machine: inspectionMachine,
        move: 'finish',
        actor: p,
        payload: { files: body.files.length },
        set: { finishTime: new Date() },
        message: inspectionMessages.notEditable,
      });
      return { id: finished.id, status: finished.status };
    }
    await saveKeepsPending(tx, p, row);
    return { id: row.id, status: row.status };
  });
};

/** A save keeps 10; the version still moves so that concurrent editors notice. */
const saveKeepsPending = async (tx: DbOrTx, p: Principal, row: InspectionRow) => {
  await tx
    .update(inspection)
    .set({ version: sql`${inspection.version} + 1`, ...updatedBy(p) })
    .where(eq(inspection.id, row.id));
  await appendAuditEvent(tx, {
    tenantId: row.tenantId,
    objectType: INSPECTION_OBJECT_TYPE,
    objectId: row.id,
    action: 'save',
    fromStatus: row.status,
    toStatus: row.status,
    actorId: p.userId,
    actorEnterpriseId: p.postId,
  });
};

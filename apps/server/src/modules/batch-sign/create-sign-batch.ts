import { batchSignRefusals as refuse } from '@kc/domain/receipt/batch';
import { QrSignStatus, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { setSessionStatus } from '../../providers/mini-program/qr-session';
import type { SignBatchRow } from './batch-progress';
import { signBatch, signBatchItem } from './batch-sign.table';
import { batchWorkerOf } from './batch-worker';

export type NewSignBatch = {
  tenantId: string;
  bussType: number;
  bussId: string;
  /** the batch's signing role ('warehouse' | 'shipper' | 'platform', or the owning business's own) */
  role: string;
  /** the enterprise whose seal is stamped */
  enterpriseId: string;
  createUser: string;
  /** the receipts, one item each (kc_sign_batch_item.bill_id) */
  billIds: readonly string[];
  /**
   * The caller's checks and writes in the batch's transaction, before the batch is inserted (e.g. consuming the
   * confirmed QR session: answer its token, which then reads 签章中 with the batch id); a throw records nothing.
   */
  prepare?: (tx: DbOrTx) => Promise<{ qrToken?: string | null } | undefined>;
  /** Further writes in the same transaction once the batch exists (e.g. marking the receipts signing). */
  after?: (tx: DbOrTx, batch: SignBatchRow) => Promise<void>;
};

/**
 * Records a batch (status 0) with one waiting item per receipt, in one transaction; one running batch per
 * (enterprise, business): a second start answers 该业务的批量签章正在进行中 (the running-batch index decides a race).
 */
export const createSignBatch = async (ctx: AppContext, input: NewSignBatch): Promise<SignBatchRow> => {
  if (input.billIds.length === 0) throw refuse.nothingToSign();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [running] = await tx
        .select({ id: signBatch.id })
        .from(signBatch)
        .where(
          and(
            eq(signBatch.enterpriseId, input.enterpriseId),
            eq(signBatch.bussType, input.bussType),
            eq(signBatch.bussId, input.bussId),
            eq(signBatch.status, 0),
          ),
        )
        .limit(1);
      if (running) throw refuse.batchRunning();
      const qrToken = (await input.prepare?.(tx))?.qrToken ?? null;
      const [created] = await tx
        .insert(signBatch)
        .values({
          tenantId: input.tenantId,
          bussType: input.bussType,
          bussId: input.bussId,
          role: input.role,
          enterpriseId: input.enterpriseId,
          createUser: input.createUser,
          qrToken,
          totalNum: input.billIds.length,
        })
        .returning();
      await tx
        .insert(signBatchItem)
        .values(input.billIds.map((billId) => ({ batchId: created!.id, billId, status: SignBatchStatus.notSigned })));
      await input.after?.(tx, created!);
      if (qrToken) await setSessionStatus(tx, qrToken, QrSignStatus.signing, created!.id);
      return created!;
    });
  } catch (e) {
    // Two starts at once: the running-batch index lets one in.
    if (isUniqueViolation(e)) throw refuse.batchRunning();
    throw e;
  }
};

/** Runs a recorded batch here at once and sends its job (the path by which any instance finishes it). */
export const startSignBatch = async (ctx: AppContext, batchId: string) => {
  await batchWorkerOf(ctx)?.start(batchId);
};

/** Waits for a batch's run in this process (tests, benchmarks); runs it when nothing runs it yet. */
export const runSignBatch = async (ctx: AppContext, batchId: string) => {
  await batchWorkerOf(ctx)?.run(batchId);
};

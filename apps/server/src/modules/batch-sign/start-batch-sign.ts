import { type BatchSignInput, originOf, batchSignRefusals as refuse } from '@kc/domain/receipt/batch';
import { batchBusiness, QrSignStatus, SignBatchStatus, signSteps } from '@kc/domain/receipt/status';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { consumeConfirmedSession, setSessionStatus } from '../../providers/mini-program/qr-session';
import { markReceiptsSigning, receipt } from '../receipt';
import type { SignBatchRow } from './batch-progress';
import { signBatch, signBatchItem } from './batch-sign.table';
import { originCondition, signerCondition } from './receipt-scope';
import { assertSealReady, ownSignerEnterprise, signerRoleOf } from './signer';

/** The most receipts one batch takes; the rest wait for the next batch (the screen still lists them). */
export const MAX_BATCH_RECEIPTS = 1000;

export type StartBatchResult = { autoSignOff: true } | { autoSignOff: false; batch: SignBatchRow };

/**
 * POST ple/bill/batchSign (spec 3 §4 Batch signing flow): checks the signer, takes the confirmed QR session
 * (individuals, isPerson 1, confirm by batch audit instead), and records the batch with one waiting item per
 * receipt of the origin that waits for the signer's role. The caller hands the batch to the job.
 */
export const startBatchSign = async (
  ctx: AppContext,
  p: Principal,
  input: BatchSignInput,
): Promise<StartBatchResult> => {
  const role = await signerRoleOf(ctx.db, p);
  if (!role) throw refuse.noPermission();
  const step = signSteps[role];
  // spec 3 §6: the seal permission decides; the batch receipt-generation permission is accepted too.
  if (!(await ctx.acl.holdsAny(p.roleIds, [step.sealPermission, step.batchPermission]))) {
    throw refuse.noPermission();
  }
  const signer = assertSealReady(role, await ownSignerEnterprise(ctx.db, p, role));
  if (signer.isAutoSign !== 1) return { autoSignOff: true };

  const origin = originOf(input);
  const business = batchBusiness(origin, signer.id);
  const bills = await ctx.db
    .select({ id: receipt.id })
    .from(receipt)
    .where(
      and(
        eq(receipt.tenantId, p.tenantId),
        eq(receipt.isDeleted, 0),
        eq(receipt.status, step.from),
        originCondition(origin),
        signerCondition(role, signer.id),
      ),
    )
    .orderBy(asc(receipt.createTime), asc(receipt.id))
    .limit(MAX_BATCH_RECEIPTS);
  if (bills.length === 0) throw refuse.nothingToSign();
  const billIds = bills.map((b) => b.id);

  try {
    const batch = await ctx.db.transaction(async (tx) => {
      const [running] = await tx
        .select({ id: signBatch.id })
        .from(signBatch)
        .where(
          and(
            eq(signBatch.enterpriseId, signer.id),
            eq(signBatch.bussType, business.bussType),
            eq(signBatch.bussId, business.bussId),
            eq(signBatch.status, 0),
          ),
        )
        .limit(1);
      if (running) throw refuse.batchRunning();
      let qrToken: string | null = null;
      if (signer.isPerson !== 1) {
        const session = await consumeConfirmedSession(tx, {
          token: input.token,
          userId: p.userId,
          bussType: business.bussType,
          bussId: business.bussId,
        });
        if (!session) throw refuse.qrNotFound();
        qrToken = session.token;
      }
      const [created] = await tx
        .insert(signBatch)
        .values({
          tenantId: p.tenantId,
          bussType: business.bussType,
          bussId: business.bussId,
          role,
          enterpriseId: signer.id,
          createUser: p.userId,
          qrToken,
          totalNum: billIds.length,
        })
        .returning();
      await tx
        .insert(signBatchItem)
        .values(billIds.map((billId) => ({ batchId: created!.id, billId, status: SignBatchStatus.notSigned })));
      await markReceiptsSigning(tx, billIds);
      if (qrToken) await setSessionStatus(tx, qrToken, QrSignStatus.signing, created!.id);
      return created!;
    });
    return { autoSignOff: false, batch };
  } catch (e) {
    // Two starts at once: the running-batch index lets one in.
    if (isUniqueViolation(e)) throw refuse.batchRunning();
    throw e;
  }
};

import { type BatchSignInput, originOf, batchSignRefusals as refuse } from '@kc/domain/receipt/batch';
import { batchBusiness, signSteps } from '@kc/domain/receipt/status';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { consumeConfirmedSession } from '../../providers/mini-program/qr-session';
import { markReceiptsSigning, receipt } from '../receipt';
import type { SignBatchRow } from './batch-progress';
import { createSignBatch } from './create-sign-batch';
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

  const batch = await createSignBatch(ctx, {
    tenantId: p.tenantId,
    bussType: business.bussType,
    bussId: business.bussId,
    role,
    enterpriseId: signer.id,
    createUser: p.userId,
    billIds,
    prepare: async (tx) => {
      if (signer.isPerson === 1) return undefined;
      const session = await consumeConfirmedSession(tx, {
        token: input.token,
        userId: p.userId,
        bussType: business.bussType,
        bussId: business.bussId,
      });
      if (!session) throw refuse.qrNotFound();
      return { qrToken: session.token };
    },
    after: (tx) => markReceiptsSigning(tx, billIds),
  });
  return { autoSignOff: false, batch };
};

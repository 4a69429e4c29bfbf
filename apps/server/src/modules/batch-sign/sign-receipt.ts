import { batchSignRefusals as refuse } from '@kc/domain/receipt/batch';
import { receiptRefusals } from '@kc/domain/receipt/receipt';
import { ReceiptStatus, type SignerRole, signSteps } from '@kc/domain/receipt/status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import {
  moveReceiptSigned,
  RECEIPT_FILE_OWNER,
  receipt,
  receiptEffectiveCommitted,
  receiptFile,
  receiptSignedBy,
  recordReceiptSignature,
  restampReceiptStatus,
  sealPlacementFor,
} from '../receipt';
import { type AudienceCache, publishReceiptStatus } from './receipt-events';
import { assertSealReady, type ReadySigner, type SignActor, signerEnterpriseFor, signerRoleOf } from './signer';

export type SignReceiptInput = {
  billId: string;
  role: SignerRole;
  actor: SignActor;
  /** Set by the batch job: one audience lookup for all its receipts. */
  audience?: AudienceCache;
  /**
   * Set by the batch job, which checked the actor's role and found the signer enterprise once for all its
   * receipts (a batch of fifty then costs fifty fewer lookups of each).
   */
  signer?: ReadySigner;
};

export type SignReceiptResult = { id: string; status: number; sha256: string | null; signed: boolean };

/** Another signer recorded this party's signature first: its transaction won, ours rolls back. */
class AlreadySigned extends Error {}

export const findReceipt = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select()
    .from(receipt)
    .where(and(eq(receipt.id, id), eq(receipt.tenantId, tenantId), eq(receipt.isDeleted, 0)))
    .limit(1);
  return row;
};

/** The receipt, and whether this party has signed it already (one query). */
const receiptForSigning = async (db: DbOrTx, tenantId: string, id: string, role: SignerRole) => {
  const [row] = await db
    .select({
      r: receipt,
      signed: receiptSignedBy(role),
    })
    .from(receipt)
    .where(and(eq(receipt.id, id), eq(receipt.tenantId, tenantId), eq(receipt.isDeleted, 0)))
    .limit(1);
  return row;
};

/**
 * One party's signature on one receipt (spec 3 §4 signing chain: warehouse 10 → 20, shipper 20 → 30, platform
 * 30 → 40 → 1 in effect). Idempotent: a party that already signed is not signed again (`signed: false`), and
 * of two concurrent signers only the one whose signature row (the receipt's chain) commits first moves the receipt.
 */
export const signReceipt = async (ctx: AppContext, input: SignReceiptInput): Promise<SignReceiptResult> => {
  const { billId, role, actor } = input;
  const step = signSteps[role];
  const found = await receiptForSigning(ctx.db, actor.tenantId, billId, role);
  if (!found) throw receiptRefusals.notFound();
  const current = found.r;
  if (!input.signer && (await signerRoleOf(ctx.db, actor)) !== role) throw refuse.noPermission();
  // The party check: a warehouse or shipper signs only its own receipts (another's answers 404, API.md).
  if (role === 'warehouse' && actor.postId !== current.warehouseId) throw receiptRefusals.notFound();
  if (role === 'shipper' && actor.postId !== current.cargoOwnerId) throw receiptRefusals.notFound();

  const unchanged = (): SignReceiptResult => ({
    id: current.id,
    status: current.status,
    sha256: current.fileSha256,
    signed: false,
  });
  if (found.signed) return unchanged();
  if (current.status !== step.from) throw refuse.statusMismatch();

  const signer =
    input.signer ?? assertSealReady(role, await signerEnterpriseFor(ctx.db, actor.tenantId, role, current));
  if (role === 'warehouse' && signer.id !== current.warehouseId) throw receiptRefusals.notFound();
  if (role === 'shipper' && signer.id !== current.cargoOwnerId) throw receiptRefusals.notFound();
  // A receipt whose PDF was not drawn after its generation (a failed render) is drawn now (receiptFile).
  const fileId = current.fileId ?? (await receiptFile(ctx, current.id))?.fileId;
  const pdf = fileId ? await ctx.files.read(fileId) : undefined;
  if (!pdf) throw refuse.fileMissing();

  // The file prints the status this signature brings (the platform's: in effect) before the seal is applied, so
  // the signature covers it too; the seal goes where the receipt's layout put this party's place.
  const reached = role === 'platform' ? ReceiptStatus.inEffect : step.to;
  const restamped = await restampReceiptStatus(new Uint8Array(pdf), reached);
  const signed = await ctx.signing.signDocument({
    accountId: signer.esignAccountId,
    pdf: restamped,
    placements: await sealPlacementFor(restamped, role),
    reason: step.reason,
  });

  const moveActor = { userId: actor.userId, postId: actor.postId, tenantId: actor.tenantId };
  let moved: typeof receipt.$inferSelect;
  try {
    moved = await ctx.db.transaction(async (tx) => {
      const file = await ctx.files.store(
        moveActor,
        {
          originalName: `${current.code}.pdf`,
          bytes: Buffer.from(signed.pdf),
          kind: 'pdf',
          ext: 'pdf',
          mime: 'application/pdf',
        },
        tx,
        { ownerType: RECEIPT_FILE_OWNER, ownerId: billId },
      );
      const recorded = await recordReceiptSignature(tx, {
        billId,
        kind: role,
        enterpriseId: signer.id,
        enterpriseName: signer.name,
        fileId: file.id,
        sha256: signed.sha256,
        toStatus: step.to,
        actorId: actor.userId,
        actorName: actor.realName || actor.userName,
      });
      if (!recorded) throw new AlreadySigned();
      return moveReceiptSigned(tx, {
        billId,
        role,
        actor: moveActor,
        enterpriseId: signer.id,
        fileId: file.id,
        sha256: signed.sha256,
      });
    });
  } catch (e) {
    if (!(e instanceof AlreadySigned)) throw e;
    const now = await findReceipt(ctx.db, actor.tenantId, billId);
    return { id: billId, status: now?.status ?? current.status, sha256: now?.fileSha256 ?? null, signed: false };
  }

  await publishReceiptStatus(ctx, moved, input.audience).catch(() => {});
  // What other modules do once a receipt in effect committed (e.g. the WMS locks of its containers).
  if (moved.status === ReceiptStatus.inEffect) await receiptEffectiveCommitted(ctx, moved);
  return { id: moved.id, status: moved.status, sha256: moved.fileSha256, signed: true };
};

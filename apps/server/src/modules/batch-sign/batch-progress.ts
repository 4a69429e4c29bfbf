import { type BatchProgress, SIGN_PROGRESS_EVENT } from '@kc/domain/receipt/batch';
import { and, desc, eq } from 'drizzle-orm';
import { seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseUserIds } from '../user';
import { signBatch } from './batch-sign.table';

export type SignBatchRow = typeof signBatch.$inferSelect;

export const progressOf = (b: SignBatchRow): BatchProgress => ({
  batchId: b.id,
  bussType: b.bussType,
  bussId: b.bussId,
  status: b.status,
  totalNum: b.totalNum,
  finishNum: b.finishNum,
  failNum: b.failNum,
});

export const findBatch = async (db: DbOrTx, id: string) =>
  (await db.select().from(signBatch).where(eq(signBatch.id, id)).limit(1))[0];

/** The users who follow a batch: its creator and the users of the creator's enterprise. */
export const batchAudience = async (ctx: AppContext, creator: { userId: string; postId: string | null }) => [
  ...new Set([creator.userId, ...(await enterpriseUserIds(ctx.db, creator.postId ? [creator.postId] : []))]),
];

export const publishProgress = async (ctx: AppContext, audience: readonly string[], b: SignBatchRow) =>
  ctx.events.publishToUsers(audience, SIGN_PROGRESS_EVENT, progressOf(b));

/**
 * searchSignStatus: the newest batch of the business signed with the user's signer enterprise, or one batch by id
 * if the user may follow it. Null when there is none.
 */
export const searchSignStatus = async (
  db: DbOrTx,
  p: Principal,
  signerEnterpriseId: string | undefined,
  q: { bussType?: number; bussId?: string; batchId?: string },
): Promise<BatchProgress | null> => {
  if (q.batchId) {
    const b = await findBatch(db, q.batchId);
    if (!b || b.tenantId !== p.tenantId) return null;
    const visible =
      seesAllParties(p) ||
      b.createUser === p.userId ||
      b.enterpriseId === signerEnterpriseId ||
      (p.postId != null && b.enterpriseId === p.postId);
    return visible ? progressOf(b) : null;
  }
  if (q.bussType === undefined || !q.bussId || !signerEnterpriseId) return null;
  const [b] = await db
    .select()
    .from(signBatch)
    .where(
      and(
        eq(signBatch.enterpriseId, signerEnterpriseId),
        eq(signBatch.bussType, q.bussType),
        eq(signBatch.bussId, q.bussId),
        eq(signBatch.tenantId, p.tenantId),
      ),
    )
    .orderBy(desc(signBatch.createTime))
    .limit(1);
  return b ? progressOf(b) : null;
};

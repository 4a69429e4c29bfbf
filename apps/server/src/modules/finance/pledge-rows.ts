import { pledgeRefusals as refuse } from '@kc/domain/finance/pledge';
import { and, eq, inArray } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { financeApplyBill } from './finance.table';

export type ApplyBillRow = typeof financeApplyBill.$inferSelect;

/** The pledge notices' files (质押通知书): seen by the application's sides (pledge.routes.ts registers the resolver). */
export const PLEDGE_NOTICE_FILE_OWNER = 'finance-extract';

/** A server-side change without a user (a bank callback): the application's creator stores the files. */
export const actorOrCreator = (
  actor: Actor | null | undefined,
  apply: { tenantId: string; createUser: string | null; shipperId: string },
): Actor =>
  actor ?? {
    userId: apply.createUser ?? (null as unknown as string),
    postId: apply.shipperId,
    tenantId: apply.tenantId,
  };

/**
 * A receipt row's pledge status move (dgeCcbStatus; spec 3 §4 Bank pledge status) with its audit event on the
 * application (objectType 'finance'): only from `from` and only while the row is active, else 409 and nothing written.
 */
export const moveApplyBill = async (
  tx: DbOrTx,
  input: {
    row: Pick<ApplyBillRow, 'id' | 'applyId' | 'billId' | 'tenantId'>;
    from: number | readonly number[];
    to: number;
    action: string;
    actor: Actor;
    set?: Partial<typeof financeApplyBill.$inferInsert>;
    payload?: Record<string, unknown>;
  },
): Promise<ApplyBillRow> => {
  const froms = [input.from].flat() as number[];
  const [moved] = await tx
    .update(financeApplyBill)
    .set({ ...input.set, dgeCcbStatus: input.to, updateTime: new Date() })
    .where(
      and(
        eq(financeApplyBill.id, input.row.id),
        eq(financeApplyBill.active, 1),
        inArray(financeApplyBill.dgeCcbStatus, froms),
      ),
    )
    .returning();
  if (!moved) throw refuse.statusMismatch();
  await appendAuditEvent(tx, {
    tenantId: input.row.tenantId,
    objectType: 'finance',
    objectId: input.row.applyId,
    action: input.action,
    fromStatus: froms.length === 1 ? froms[0] : null,
    toStatus: input.to,
    actorId: input.actor.userId ?? null,
    actorEnterpriseId: input.actor.postId ?? null,
    payload: { applyBillId: input.row.id, billId: input.row.billId, billCode: moved.billCode, ...input.payload },
  });
  return moved;
};

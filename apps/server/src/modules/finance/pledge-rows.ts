import { pledgeRefusals as refuse } from '@kc/domain/finance/pledge';
import { dgeCcbMachine } from '@kc/domain/finance/status';
import type { MoveOf } from '@kc/domain/shared/machine';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll } from '../../platform/state/transition';
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

type DgeCcbMove = MoveOf<typeof dgeCcbMachine>;

/**
 * A receipt row's pledge status move (dgeCcbMachine; spec 3 §4 Bank pledge status) with its audit event on the
 * application (objectType 'finance', the move's `action`): only from where the move starts and only while the row is
 * active, else 409 (pledge.status_mismatch) and nothing written.
 */
export const moveApplyBill = async (
  tx: DbOrTx,
  input: {
    row: Pick<ApplyBillRow, 'id' | 'applyId' | 'billId' | 'tenantId'>;
    action: string;
    actor: Actor;
    set?: Partial<typeof financeApplyBill.$inferInsert>;
    payload?: Record<string, unknown>;
    move: DgeCcbMove;
  },
): Promise<ApplyBillRow> => {
  const [moved] = await transitionAll(tx, {
    table: financeApplyBill,
    statusColumn: 'dgeCcbStatus',
    machine: dgeCcbMachine,
    move: input.move,
    where: and(eq(financeApplyBill.id, input.row.id), eq(financeApplyBill.active, 1))!,
    objectType: 'finance',
    objectId: () => input.row.applyId,
    action: input.action,
    actor: input.actor,
    set: input.set,
    payload: (r) => ({ applyBillId: input.row.id, billId: input.row.billId, billCode: r.billCode, ...input.payload }),
  });
  if (!moved) throw refuse.statusMismatch();
  return moved;
};

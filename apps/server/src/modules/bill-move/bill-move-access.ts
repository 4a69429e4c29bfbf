import { type BillMoveSide, billMoveRefusals as refuse } from '@kc/domain/bill-move/bill-move';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { billMove } from './bill-move.table';

export type BillMoveRow = typeof billMove.$inferSelect;

/** The caller's sides on a move: its enterprise (postId) as the holder, the source or the target warehouse. */
export const sidesOf = (p: Pick<Principal, 'postId'>, row: BillMoveRow): BillMoveSide[] => {
  if (!p.postId) return [];
  const sides: BillMoveSide[] = [];
  if (row.holderId === p.postId) sides.push('holder');
  if (row.sourceWarehouseId === p.postId) sides.push('source');
  if (row.targetWarehouseId === p.postId) sides.push('target');
  return sides;
};

/**
 * Who sees a move (spec 3 §2; issue's "who sees what"): its holder and both warehouses, and the platform operator
 * every move of the tenant. Anyone else gets 404, as for a move that does not exist (API.md).
 */
export const canSeeMove = (p: Principal, row: BillMoveRow) =>
  row.tenantId === p.tenantId && row.isDeleted === 0 && (isPlatformOperator(p) || sidesOf(p, row).length > 0);

/** The list's scope, the same rule: the parties' branches match the holder, source and target indexes. */
export const visibleMoves = (p: Principal): SQL => {
  const base = and(eq(billMove.tenantId, p.tenantId), eq(billMove.isDeleted, 0))!;
  if (isPlatformOperator(p)) return base;
  if (!p.postId) return and(base, sql`false`)!;
  const postId = p.postId;
  return and(
    base,
    or(eq(billMove.holderId, postId), eq(billMove.sourceWarehouseId, postId), eq(billMove.targetWarehouseId, postId)),
  )!;
};

export const findMove = async (db: DbOrTx, id: string) =>
  (await db.select().from(billMove).where(eq(billMove.id, id)).limit(1))[0];

/** The move, or 404 when it is missing or not the caller's to see. */
export const loadVisibleMove = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await findMove(db, id);
  if (!row || !canSeeMove(p, row)) throw refuse.notFound();
  return row;
};

/** A move only one side makes: anyone else who sees the move gets 403; an enterprise not approved too. */
export const assertSide = async (db: DbOrTx, p: Principal, row: BillMoveRow, side: BillMoveSide) => {
  if (!sidesOf(p, row).includes(side))
    throw side === 'source' ? refuse.notSource() : side === 'target' ? refuse.notTarget() : refuse.notHolderCancel();
  await assertOwnEnterpriseApproved(db, p);
};

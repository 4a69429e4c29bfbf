import { DEFAULT_TENANT_ID } from '@kc/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { applyBillMove, billMoveBill } from '../bill-move';
import { readSeedMark, writeSeedMark } from '../system';
import { user } from '../user';
import { demoMove, demoMoveOrder } from './data/moves';
import { demoActor, seedDemoReceipts } from './seed-trading';

/** Bumped when the demo move changes; a data directory seeded with this version is left alone. */
const MOVES_MARK = 'seed:demo-moves';
const MOVES_VERSION = 'v1';

/**
 * The move demo (README "Warehouse moves"): a receipt of its own comes into effect at the demo warehouse, and the
 * demo shipper applies to move it to the second demo warehouse through the screens' own service, so the first
 * warehouse finds a move waiting for it (status 10). Idempotent: a receipt already in a move is left alone.
 */
export const seedDemoMoves = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, MOVES_MARK)) === MOVES_VERSION) return;
  const billIds = await seedDemoReceipts(ctx, serverOrigin(ctx.config), demoMoveOrder);
  const holder = await demoActor(ctx, demoMove.holder);
  const [target] = await ctx.db
    .select({ postId: user.postId })
    .from(user)
    .where(and(eq(user.tenantId, DEFAULT_TENANT_ID), eq(user.account, demoMove.target)))
    .limit(1);
  if (billIds.length === 0 || !holder || !target?.postId) return;
  const [moved] = await ctx.db
    .select({ id: billMoveBill.id })
    .from(billMoveBill)
    .where(eq(billMoveBill.billId, billIds[0]!))
    .limit(1);
  if (!moved) await applyBillMove(ctx, holder, { billIds, targetWarehouseId: target.postId, reason: demoMove.reason });
  await writeSeedMark(ctx.db, MOVES_MARK, MOVES_VERSION);
};

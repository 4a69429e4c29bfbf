import { joinReceiptCodes } from '@kc/domain/receipt/receipt';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { type GenerateOutputInfoBody, pickupRefusals as refuse } from '@kc/domain/release/pickup';
import { canStartPickup } from '@kc/domain/release/release';
import { releaseRefusals } from '@kc/domain/release/release-record';
import { eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { createOutboundOrder, publishOutboundStatus } from '../outbound';
import { releaseReceipts } from '../receipt';
import { ccbRelease } from './release.table';
import { canSeeRelease, sidesOf } from './release-access';
import { announceRelease } from './release-events';
import { pickupBillsOf } from './release-read';

/** The bank's pick-up time ('yyyy-MM-dd HH:mm:ss', Shanghai) as the order's reserved time, when it reads as one. */
const reserveTimeOf = (text: string | null) => {
  if (!text) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * generateOutputInfo (spec 3 §4 Pick-up, §5, §7): the release's shipper (ccb_release_pickup_shipper) picks up
 * receipts of the release once the bank has our feedback (50). The receipts must be among the release's pick-up
 * receipts (prePickupBillList: a whole receipt itself, a part's leaving successor) and every one in effect; the
 * release lets them go and, in the same transaction, the outbound module's order takes them (status 10, a pick-up
 * code for the warehouse; receipts 80, held by the order). One live order per release (the outbound module's partial
 * unique index): a second pick-up while one is under way is refused. The warehouse and the time come from the
 * release, never from the client (warehouseComp / warehouseId are accepted and ignored). Answers the order's id.
 */
export const generateOutputInfo = async (ctx: AppContext, p: Principal, body: GenerateOutputInfoBody) => {
  const made = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(ccbRelease).where(eq(ccbRelease.id, body.pickUpGoodsId)).for('update');
    if (!row || !canSeeRelease(p, row)) throw releaseRefusals.notFound();
    if (!sidesOf(p, row).includes('shipper')) throw refuse.notShipper();
    await assertOwnEnterpriseApproved(tx, p);
    if (!canStartPickup(row.status)) throw refuse.notFed();
    const picks = new Map((await pickupBillsOf(tx, row)).map((b) => [b.wrInfoId, b]));
    const chosen = [...new Set(body.warehouseBillIds)];
    const missing = chosen.filter((id) => !picks.has(id));
    if (missing.length > 0) throw refuse.notPickable();
    const notInEffect = chosen.filter((id) => picks.get(id)!.status !== ReceiptStatus.inEffect);
    if (notInEffect.length > 0)
      throw refuse.notInEffect(joinReceiptCodes(notInEffect.map((id) => picks.get(id)!.wrInfoCode)));
    // A part's leaving successor is still the release's (held until its pick-up); a whole receipt is free already.
    await releaseReceipts(tx, { process: 'release', processId: row.id }, chosen);
    let order: Awaited<ReturnType<typeof createOutboundOrder>>;
    try {
      order = await createOutboundOrder(ctx, tx, {
        tenantId: row.tenantId,
        shipperId: row.shipperId,
        warehouseId: row.warehouseId,
        bills: chosen.map((billId) => ({ billId })),
        releaseId: row.id,
        actor: { userId: p.userId, postId: p.postId ?? null, tenantId: p.tenantId },
        actorName: p.realName || p.userName,
        reserveTime: reserveTimeOf(row.takeGoodTime),
        remark: row.thCode ? `解押提货（提货单号 ${row.thCode}）` : '解押提货',
      });
    } catch (err) {
      // the outbound module's one-live-order-per-release index
      if (isUniqueViolation(err)) throw refuse.alreadyPicking();
      throw err;
    }
    await appendAuditEvent(tx, {
      tenantId: row.tenantId,
      objectType: 'release',
      objectId: row.id,
      action: 'pickup',
      fromStatus: row.status,
      toStatus: row.status,
      actorId: p.userId,
      actorEnterpriseId: p.postId ?? null,
      payload: { outputId: order.id, outputCode: order.code, billIds: chosen },
    });
    return { row, order };
  });
  await announceRelease(ctx, made.row, 'pickup');
  await publishOutboundStatus(ctx, made.order.id);
  return made.order.id;
};

import { receiptPledgeAmount } from '@kc/domain/finance/formulas';
import { DgeCcbStatus } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, desc, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { addReceiptHold, movePledgedReceipts, type ReceiptRow } from '../receipt';
import { financeApplyBill } from './finance.table';

/**
 * A partial release split a pledged receipt (modules/release README "The split"). These two keep the application's
 * rows with the receipts:
 * - the origin is cancelled (its first successor came into effect): its row leaves the application (active 0; its
 *   pledge status stays the release's last reading — the row is history now);
 * - the remainder comes into effect: it is pledged again to the same application, a new active row (the origin's
 *   price, rate and currency, the remainder's weight and pledge amount, pledge status 80 as the pledge stood), the
 *   receipt 1 → 91 → 70 (the pledge's own two moves, so its trail reads as a pledge) and held by the pledge again.
 */
export const retireSplitRow = async (tx: DbOrTx, input: { applyId: string; billId: string; actor: Actor }) => {
  const [row] = await tx
    .update(financeApplyBill)
    .set({ active: 0, updateTime: new Date() })
    .where(
      and(
        eq(financeApplyBill.applyId, input.applyId),
        eq(financeApplyBill.billId, input.billId),
        eq(financeApplyBill.active, 1),
      ),
    )
    .returning();
  if (!row) return;
  await appendAuditEvent(tx, {
    tenantId: row.tenantId,
    objectType: 'finance',
    objectId: row.applyId,
    action: 'release-split',
    fromStatus: row.dgeCcbStatus,
    toStatus: row.dgeCcbStatus,
    actorId: input.actor.userId,
    actorEnterpriseId: input.actor.postId,
    payload: { applyBillId: row.id, billId: row.billId, billCode: row.billCode, active: 0 },
  });
};

export const repledgeRemainder = async (
  tx: DbOrTx,
  input: { applyId: string; originBillId: string; remainder: ReceiptRow; actor: Actor },
) => {
  const { remainder, actor } = input;
  const [origin] = await tx
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, input.applyId), eq(financeApplyBill.billId, input.originBillId)))
    .orderBy(desc(financeApplyBill.id))
    .limit(1);
  if (!origin) throw new Error(`repledgeRemainder: no row of ${input.originBillId} on ${input.applyId}`);
  const [row] = await tx
    .insert(financeApplyBill)
    .values({
      tenantId: origin.tenantId,
      applyId: origin.applyId,
      billId: remainder.id,
      billCode: remainder.code,
      active: 1,
      priceUnit: origin.priceUnit,
      chargeUnit: origin.chargeUnit,
      ccyCd: origin.ccyCd,
      cltPlgRate: origin.cltPlgRate,
      pledgeAmount: receiptPledgeAmount({ ...origin, totalWeight: remainder.totalWeight }).toFixed(2),
      totalWeight: remainder.totalWeight,
      collateralAccResult: origin.collateralAccResult,
      dgeCcbStatus: DgeCcbStatus.pledgePushed,
      signStatus: origin.signStatus,
      sort: origin.sort,
    })
    .returning();
  const payload = { applyId: origin.applyId, originBillId: origin.billId, releaseRemainder: true };
  await movePledgedReceipts(tx, {
    billIds: [remainder.id],
    from: ReceiptStatus.inEffect,
    to: ReceiptStatus.awaitingPledgeEndorsement,
    dgeCcbStatus: DgeCcbStatus.pledgePushed,
    action: 'pledge-registered',
    actor,
    payload,
  });
  await movePledgedReceipts(tx, {
    billIds: [remainder.id],
    from: ReceiptStatus.awaitingPledgeEndorsement,
    to: ReceiptStatus.pledged,
    dgeCcbStatus: DgeCcbStatus.pledgePushed,
    action: 'pledged',
    actor,
    payload,
  });
  const others = await addReceiptHold(tx, {
    process: 'pledge',
    processId: origin.applyId,
    tenantId: origin.tenantId,
    billIds: [remainder.id],
  });
  if (others.length) throw new Error(`repledgeRemainder: ${remainder.id} held by ${others[0]!.process}`);
  await appendAuditEvent(tx, {
    tenantId: origin.tenantId,
    objectType: 'finance',
    objectId: origin.applyId,
    action: 'release-remainder',
    fromStatus: null,
    toStatus: DgeCcbStatus.pledgePushed,
    actorId: actor.userId,
    actorEnterpriseId: actor.postId,
    payload: { applyBillId: row!.id, billId: remainder.id, billCode: remainder.code, originBillId: origin.billId },
  });
  return row!;
};

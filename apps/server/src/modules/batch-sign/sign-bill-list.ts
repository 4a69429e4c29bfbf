import { formatDateTime, offsetOf, toPage } from '@kc/domain';
import { originOf, type SignBillListQuery } from '@kc/domain/receipt/batch';
import { mySignStatusOf, ReceiptStatus } from '@kc/domain/receipt/status';
import { and, count, desc, eq, ilike, ne } from 'drizzle-orm';
import { partyCondition } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { inboundOrder } from '../inbound';
import { receipt, receiptsSignedBy } from '../receipt';
import { originCondition } from './receipt-scope';
import { signerRoleOf } from './signer';

/**
 * GET ple/bill/signBillList (spec 3 §2 Batch signing): the origin's receipts, status 0 (cancelled) excluded,
 * 50 per page, for the two parties (cargo owner, warehouse) and those who see every party; each with where the
 * caller's own seal stands (its role's signature in the receipt's chain), since the receipt's last batch result
 * may be another party's.
 */
export const pageSignBills = async (db: DbOrTx, p: Principal, q: SignBillListQuery) => {
  const where = and(
    eq(receipt.tenantId, p.tenantId),
    eq(receipt.isDeleted, 0),
    ne(receipt.status, ReceiptStatus.cancelled),
    partyCondition(p, receipt.cargoOwnerId, receipt.warehouseId),
    originCondition(originOf(q)),
    q.status_equal !== undefined ? eq(receipt.status, q.status_equal) : undefined,
    q.materialId ? eq(receipt.materialId, q.materialId) : undefined,
    q.code ? ilike(receipt.code, `%${escapeLike(q.code)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: receipt.id,
        code: receipt.code,
        materialId: receipt.materialId,
        materialName: receipt.materialName,
        status: receipt.status,
        signStatus: receipt.signStatus,
        signBatchStatus: receipt.signBatchStatus,
        totalWeight: receipt.totalWeight,
        weightUnit: receipt.weightUnit,
        totalQuantity: receipt.totalQuantity,
        numberUnit: receipt.numberUnit,
        inputId: receipt.inputId,
        inputCode: inboundOrder.code,
        createTime: receipt.createTime,
      })
      .from(receipt)
      .leftJoin(inboundOrder, eq(inboundOrder.id, receipt.inputId))
      .where(where)
      .orderBy(desc(receipt.createTime), desc(receipt.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(receipt).where(where),
  ]);
  const role = await signerRoleOf(db, p);
  const signed = role
    ? await receiptsSignedBy(
        db,
        rows.map((r) => r.id),
        role,
      )
    : new Set<string>();
  const records = rows.map((r) => ({
    ...r,
    createTime: formatDateTime(r.createTime),
    mySignStatus: mySignStatusOf(role, r, signed.has(r.id)),
  }));
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

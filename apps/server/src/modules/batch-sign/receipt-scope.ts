import type { BatchOrigin, SignerRole } from '@kc/domain/receipt/status';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { receipt } from '../receipt';

/**
 * The receipts of a batch-sign screen's origin (spec 3 §2): an inbound application (applyId, optionally narrowed
 * to billIds), goods, a split, a contract or a warehouse move; billIds alone; nothing means every receipt of the user's party.
 */
export const originCondition = (origin: BatchOrigin): SQL | undefined =>
  and(
    origin.applyId ? eq(receipt.inputId, origin.applyId) : undefined,
    origin.goodsId ? eq(receipt.goodsId, origin.goodsId) : undefined,
    origin.disassembleId ? eq(receipt.disassembleId, origin.disassembleId) : undefined,
    origin.contractId ? eq(receipt.contractId, origin.contractId) : undefined,
    origin.moveId ? eq(receipt.moveId, origin.moveId) : undefined,
    origin.releaseId ? eq(receipt.releaseId, origin.releaseId) : undefined,
    origin.billIds?.length ? inArray(receipt.id, origin.billIds) : undefined,
  );

/** The receipts a signer enterprise signs in its role: its own as warehouse or shipper, every one for the platform. */
export const signerCondition = (role: SignerRole, enterpriseId: string): SQL | undefined => {
  if (role === 'warehouse') return eq(receipt.warehouseId, enterpriseId);
  if (role === 'shipper') return eq(receipt.cargoOwnerId, enterpriseId);
  return undefined;
};

import {
  PART_UNLOCK_AUDIT_PATH,
  PART_UNLOCK_CONTAINER_PATH,
  PART_UNLOCK_CREATE_PATH,
  PART_UNLOCK_DETAIL_PATH,
  PART_UNLOCK_LIST_PATH,
  partUnlockAuditPath,
  partUnlockContainerPath,
  partUnlockDetailPath,
} from '@kc/domain/part-unlock/status';
import { RECEIPT_DETAILS_PATH } from '../receipt';

/** spec 3 §2 Partial unlock: the list, the warehouse's form, the audit screen and detail (?ulockId), a container. */
export {
  PART_UNLOCK_AUDIT_PATH,
  PART_UNLOCK_CONTAINER_PATH,
  PART_UNLOCK_CREATE_PATH,
  PART_UNLOCK_DETAIL_PATH,
  PART_UNLOCK_LIST_PATH,
  partUnlockAuditPath,
  partUnlockContainerPath,
  partUnlockDetailPath,
};

/** The detail's row button to the receipt: /ple/details?id={billId} (spec 3 §2). */
export const receiptDetailsPath = (billId: string) => `${RECEIPT_DETAILS_PATH}?id=${encodeURIComponent(billId)}`;

import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { TRANSFER_STATUS_EVENT, type TransferStatusEvent } from '@kc/domain/transfer/transfer';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { type TransferGoodsRow, transferRecords } from '../api';

/**
 * A move by another party (the review, the warehouse's confirmation) or a signature on one of the receipts
 * shown arrives as a live event: the transfer and its contract are read again, with everything showing them.
 */
export const useTransferLive = (contractId: string, transferId: string | undefined, goods: TransferGoodsRow[]) => {
  const refresh = useRefreshRecords();
  const reload = () => refresh(transferRecords(transferId, contractId));
  useLiveEvent<TransferStatusEvent>(TRANSFER_STATUS_EVENT, (e) => {
    if (String(e?.contractId) === String(contractId) || (transferId && String(e?.id) === String(transferId))) reload();
  });
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    const id = String(e?.id);
    if (goods.some((g) => g.billId === id || g.newBillId === id)) reload();
  });
};

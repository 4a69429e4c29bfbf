import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { TRANSFER_STATUS_EVENT, type TransferStatusEvent } from '@kc/domain/transfer/transfer';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { type TransferGoodsRow, transferMovedKeys } from '../api';

/**
 * A move by another party (the review, the warehouse's confirmation) or a signature on one of the receipts
 * shown arrives as a live event: what is shown about the transfer and its contract is read again.
 */
export const useTransferLive = (contractId: string, transferId: string | undefined, goods: TransferGoodsRow[]) => {
  const client = useQueryClient();
  const reload = () => {
    for (const queryKey of transferMovedKeys(transferId, contractId)) void client.invalidateQueries({ queryKey });
  };
  useLiveEvent<TransferStatusEvent>(TRANSFER_STATUS_EVENT, (e) => {
    if (String(e?.contractId) === String(contractId) || (transferId && String(e?.id) === String(transferId))) reload();
  });
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    const id = String(e?.id);
    if (goods.some((g) => g.billId === id || g.newBillId === id)) reload();
  });
};

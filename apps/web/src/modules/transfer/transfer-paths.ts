import { CONTRACT_BATCH_SIGN_PATH } from '../batch-sign';

/** spec 3 §2: the transfer list (menu ple_transfer) and one transfer's detail (/ples/transferDetails?type=1&id=). */
export const TRANSFER_LIST_PATH = '/ple/transfer';
export const TRANSFER_DETAIL_PATH = '/ples/transferDetails';

export const transferDetailPath = (id: string) => `${TRANSFER_DETAIL_PATH}?type=1&id=${encodeURIComponent(id)}`;

/** The contract's batch-sign screen, where the new receipts are signed (spec 2 §2: id, type=1 and a name). */
export const contractBatchSignPath = (contractId: string, contractCode: string) =>
  `${CONTRACT_BATCH_SIGN_PATH}?id=${encodeURIComponent(contractId)}&type=1&name=${encodeURIComponent(contractCode)}`;

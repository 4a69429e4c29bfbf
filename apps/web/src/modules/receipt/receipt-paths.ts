/** spec 3 §2: the receipt list, its detail (two paths, one page), the batch-sign screen and the public check. */
export const RECEIPT_LIST_PATH = '/ple/bill';
export const RECEIPT_DETAIL_PATH = '/ple';
export const RECEIPT_DETAILS_PATH = '/ple/details';
export const BATCH_SIGN_PATH = '/ple/pleBillBatchSign';
export const VERIFY_PATH = '/verify/:token';

export const receiptDetailPath = (id: string) => `${RECEIPT_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
export const batchSignPath = (applyId?: string) =>
  applyId ? `${BATCH_SIGN_PATH}?applyId=${encodeURIComponent(applyId)}` : BATCH_SIGN_PATH;

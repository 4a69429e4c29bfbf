import { FINANCE_STATUS_EVENT, type FinanceStatusEvent } from '@kc/domain/finance/status';
import {
  type BatchProgress,
  RECEIPT_STATUS_EVENT,
  type ReceiptStatusEvent,
  SIGN_PROGRESS_EVENT,
} from '@kc/domain/receipt/batch';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { type FinanceDetail, financeKeys } from '../api';
import { serviceFeeKeys } from '../service-fee-api';

/**
 * An application's page stays current without reloading: a move of it ('finance.status': status, agreement, a
 * receipt's pledge or seal, the loan, the fee), a batch seal's progress on it ('sign.progress', bussId the
 * application) and a move of one of its receipts ('receipt.status') read it again.
 */
export const useFinanceLive = (id: string, apply: FinanceDetail | undefined) => {
  const refreshRecords = useRefreshRecords();
  // The application with its parts (disbursements, repayments, drawdown requests, the fee card) and the fee's own.
  const refresh = () => refreshRecords([financeKeys.detail(id)], [serviceFeeKeys.all]);
  useLiveEvent<FinanceStatusEvent>(FINANCE_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) refresh();
  });
  useLiveEvent<BatchProgress>(SIGN_PROGRESS_EVENT, (e) => {
    if (String(e?.bussId) === id) refresh();
  });
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (apply?.billList.some((b) => b.billId === String(e?.id))) refresh();
  });
  return refresh;
};

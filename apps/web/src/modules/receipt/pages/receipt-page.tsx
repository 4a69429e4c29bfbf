import { RECEIPT_STATUS_EVENT } from '@kc/domain/receipt/batch';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type ReceiptRecord, type ReceiptSearch, receiptKeys, useReceiptList } from '../api';
import { ReceiptSearchForm } from '../components/receipt-search-form';
import { ReceiptToolbar } from '../components/receipt-toolbar';
import { useReceiptColumns } from '../hooks/use-receipt-columns';
import { useReceiptSigning } from '../hooks/use-receipt-signing';

/** 我的仓单 (/ple/bill): the receipts of the user's party, signed one by one or in a batch; live on status moves. */
export const ReceiptPage = () => {
  const paged = usePagedQuery<ReceiptSearch>({});
  const { data, isFetching } = useReceiptList(paged.query);
  const client = useQueryClient();
  useLiveEvent(RECEIPT_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: receiptKeys.lists() }));
  const columns = useReceiptColumns(useReceiptSigning());
  return (
    <ListCard>
      <ReceiptSearchForm onSearch={paged.search} />
      <ReceiptToolbar />
      <DataTable<ReceiptRecord>
        data-testid="receipt-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

import { RECEIPT_STATUS_EVENT } from '@kc/domain/receipt/batch';
import { useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
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
    <div>
      <ReceiptSearchForm onSearch={paged.search} />
      <ReceiptToolbar />
      <Table<ReceiptRecord>
        data-testid="receipt-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
        scroll={{ x: 1250 }}
      />
    </div>
  );
};

import { TRANSFER_STATUS_EVENT } from '@kc/domain/transfer/transfer';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type TransferRecord, type TransferSearch, transferKeys, useTransferPage } from '../api';
import { TransferSearchForm } from '../components/transfer-search-form';
import { useTransferColumns } from '../hooks/use-transfer-columns';

/** /ple/transfer 仓单过户: the platform every application, a party the ones it takes part in. */
export const TransferListPage = () => {
  const paged = usePagedQuery<TransferSearch>({});
  const { data, isFetching } = useTransferPage(paged.query);
  const columns = useTransferColumns();
  const client = useQueryClient();
  useLiveEvent(TRANSFER_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: transferKeys.lists() }));
  return (
    <ListCard>
      <TransferSearchForm onSearch={paged.search} />
      <DataTable<TransferRecord>
        data-testid="transfer-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

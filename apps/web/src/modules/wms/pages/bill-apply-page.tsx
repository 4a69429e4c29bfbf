import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type ApplyRecord, type ApplySearch, useApplyPage } from '../api';
import { ApplySearchForm } from '../components/apply-search-form';
import { useBillApplyColumns } from '../hooks/use-bill-apply-columns';
import { useWmsLive } from '../hooks/use-wms-live';

/** /external/billApply 货物申请办理: the owners' applications for goods at the caller's warehouse. */
export const BillApplyPage = () => {
  const paged = usePagedQuery<ApplySearch>({});
  const { data, isFetching } = useApplyPage(paged.query);
  const columns = useBillApplyColumns();
  useWmsLive();
  return (
    <ListCard>
      <ApplySearchForm onSearch={paged.search} />
      <DataTable<ApplyRecord>
        data-testid="wms-bill-apply-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

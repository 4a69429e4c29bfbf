import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type ContainerRow, type ContainerSearch, useContainerPage } from '../api';
import { ContainerDetails, useContainerColumns } from '../hooks/use-container-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { ContainerSearchForm } from './container-search-form';
import { ContainerToolbar } from './container-toolbar';
import { IdsFilterTag } from './ids-filter-tag';

/** The container list, perhaps narrowed to the containers `ids` names (kept through every search). */
export const ContainerList = ({ ids }: { ids: string | undefined }) => {
  const paged = usePagedQuery<ContainerSearch>(ids ? { ids } : {});
  const { data, isFetching } = useContainerPage(paged.query);
  const columns = useContainerColumns();
  useWmsLive();
  return (
    <ListCard>
      <ContainerSearchForm name="wms-container-search" onSearch={paged.search} />
      {ids && <IdsFilterTag ids={ids} />}
      <ContainerToolbar />
      <DataTable<ContainerRow>
        data-testid="wms-container-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
        expandable={{ expandedRowRender: (r) => <ContainerDetails row={r} /> }}
      />
    </ListCard>
  );
};

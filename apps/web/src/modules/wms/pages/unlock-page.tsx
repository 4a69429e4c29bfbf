import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type ContainerRow, type ContainerSearch, useContainerPage } from '../api';
import { ContainerSearchForm } from '../components/container-search-form';
import { UnlockToolbar } from '../components/unlock-toolbar';
import { ContainerDetails, containerBaseColumns } from '../hooks/use-container-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { wmsStatusMaps } from '../wms-status';

/** Reading B of the container status (spec 3 §4): this screen is about letting goods go (11 已解锁). */
const columns = containerBaseColumns(wmsStatusMaps.containerUnlock);

/** /external/destroy (spec 3 §2, no parameter): the goods that may be unlocked, selected and let go. */
export const UnlockPage = () => {
  const paged = usePagedQuery<ContainerSearch>({ unlockable: '1' });
  const { data, isFetching } = useContainerPage(paged.query);
  const selection = useSelection<ContainerRow>();
  useWmsLive();
  return (
    <ListCard>
      <ContainerSearchForm name="wms-unlock-search" onSearch={paged.search} />
      <UnlockToolbar rows={selection.rows} onDone={selection.clear} />
      <DataTable<ContainerRow>
        data-testid="wms-unlock-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={paged.pagination(data?.total ?? 0)}
        expandable={{ expandedRowRender: (r) => <ContainerDetails row={r} /> }}
      />
    </ListCard>
  );
};

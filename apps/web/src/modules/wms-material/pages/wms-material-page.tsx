import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { useWmsMaterialList, type WmsMaterialRecord, type WmsMaterialSearch } from '../api';
import { MapMaterialModal } from '../components/map-material-modal';
import { WmsMaterialSearchForm } from '../components/wms-material-search-form';
import { WmsMaterialToolbar } from '../components/wms-material-toolbar';
import { useWmsMaterialActions } from '../hooks/use-wms-material-actions';
import { useWmsMaterialColumns } from '../hooks/use-wms-material-columns';

/** WMS货物映射 (/external/wmsMaterial): the external warehouse material mappings and the 映射仓储物 dialog. */
export const WmsMaterialPage = () => {
  const paged = usePagedQuery<WmsMaterialSearch>({});
  const { data, isFetching } = useWmsMaterialList(paged.query);
  const selection = useSelection<WmsMaterialRecord>();
  const actions = useWmsMaterialActions(selection);
  const columns = useWmsMaterialColumns(actions.remove);
  return (
    <ListCard>
      {/* 清空 searches with {}: the filters go back to none, not merged into the last search. */}
      <WmsMaterialSearchForm onSearch={paged.search} />
      <WmsMaterialToolbar onAdd={actions.add} onMap={actions.openMap} />
      <DataTable<WmsMaterialRecord>
        data-testid="wms-material-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <MapMaterialModal ids={actions.mapIds} onSave={actions.saveMap} onClose={actions.closeMap} />
    </ListCard>
  );
};

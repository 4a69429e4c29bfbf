import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type BaseMaterial, type MaterialSearch, useMaterialPage } from '../api';
import { BaseMaterialSearchForm } from '../components/base-material-search-form';
import { BaseMaterialToolbar } from '../components/base-material-toolbar';
import { useBaseMaterialActions } from '../hooks/use-base-material-actions';
import { useBaseMaterialColumns } from '../hooks/use-base-material-columns';

/** 仓储物类别 (/base/basematerial/index): search by code and name; add and edit open the detail page. */
export const BaseMaterialPage = () => {
  const paged = usePagedQuery<MaterialSearch>({});
  const { data, isFetching } = useMaterialPage(paged.query);
  const selection = useSelection<BaseMaterial>();
  const actions = useBaseMaterialActions(selection);
  const columns = useBaseMaterialColumns(actions.row);
  return (
    <ListCard>
      <BaseMaterialSearchForm onSearch={paged.search} />
      {actions.keeps && <BaseMaterialToolbar onAdd={actions.add} onRemove={actions.removeSelected} />}
      <DataTable<BaseMaterial>
        data-testid="base-material-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={actions.keeps ? selection.rowSelection : undefined}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type DemandRecord, type DemandSearch, useDemandPage } from '../api';
import { DemandDrawer } from '../components/demand-drawer';
import { DemandSearchForm } from '../components/demand-search-form';
import { TradeToolbar } from '../components/trade-toolbar';
import { useDemandActions } from '../hooks/use-demand-actions';
import { useDemandColumns } from '../hooks/use-demand-columns';
import { useTradeParty } from '../hooks/use-trade-party';

/** 求购信息 (/trade/demandList): a buyer's demands and everyone's open ones; posting opens a drawer. */
export const DemandPage = () => {
  const paged = usePagedQuery<DemandSearch>({});
  const { data, isFetching } = useDemandPage(paged.query);
  const selection = useSelection<DemandRecord>();
  const actions = useDemandActions(selection);
  const columns = useDemandColumns(actions);
  const party = useTradeParty();
  return (
    <ListCard>
      <DemandSearchForm onSearch={paged.search} />
      {party.hasEnterprise && (
        <TradeToolbar addLabel="发布求购" onAdd={actions.add} onRemove={actions.removeSelected} />
      )}
      <DataTable<DemandRecord>
        data-testid="demand-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={
          party.hasEnterprise
            ? {
                ...selection.rowSelection,
                getCheckboxProps: (r) => ({ disabled: !party.owns(r.buyerId) }),
              }
            : undefined
        }
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <DemandDrawer editing={actions.editing} onClose={actions.closeEditor} />
    </ListCard>
  );
};

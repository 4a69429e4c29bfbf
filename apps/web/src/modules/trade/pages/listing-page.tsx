import { listingAllows } from '@kc/domain/trade/listing';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type ListingRecord, type ListingSearch, useListingPage } from '../api';
import { ListingDrawer } from '../components/listing-drawer';
import { ListingSearchForm } from '../components/listing-search-form';
import { TradeToolbar } from '../components/trade-toolbar';
import { useListingActions } from '../hooks/use-listing-actions';
import { useListingColumns } from '../hooks/use-listing-columns';
import { useTradeParty } from '../hooks/use-trade-party';

/** 挂牌货物 (/trade/goods): a supplier's listings (add and edit in a drawer); the platform sees all and audits. */
export const ListingPage = () => {
  const paged = usePagedQuery<ListingSearch>({});
  const { data, isFetching } = useListingPage(paged.query);
  const selection = useSelection<ListingRecord>();
  const actions = useListingActions(selection);
  const columns = useListingColumns(actions);
  const party = useTradeParty();
  return (
    <ListCard>
      <ListingSearchForm onSearch={paged.search} />
      {party.hasEnterprise && <TradeToolbar onAdd={actions.add} onRemove={actions.removeSelected} />}
      <DataTable<ListingRecord>
        data-testid="listing-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={
          party.hasEnterprise
            ? {
                ...selection.rowSelection,
                getCheckboxProps: (r) => ({
                  disabled: !(party.owns(r.supplierId) && listingAllows('remove', r.auditStatus)),
                }),
              }
            : undefined
        }
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <ListingDrawer editing={actions.editing} onClose={actions.closeEditor} />
    </ListCard>
  );
};

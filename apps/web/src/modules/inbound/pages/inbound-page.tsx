import { canRemoveInbound } from '@kc/domain/inbound/status';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type InboundRecord, type InboundSearch, useInboundList } from '../api';
import { InboundSearchForm } from '../components/inbound-search-form';
import { InboundToolbar } from '../components/inbound-toolbar';
import { useInboundActions } from '../hooks/use-inbound-actions';
import { useInboundColumns } from '../hooks/use-inbound-columns';
import { useInboundLive } from '../hooks/use-inbound-live';
import { useInboundParty } from '../hooks/use-inbound-party';

/** 入库申请 (/wms/input): the orders of the user's side; shippers apply, audit and remove, warehouses weigh; live. */
export const InboundPage = () => {
  const paged = usePagedQuery<InboundSearch>({});
  const { data, isFetching } = useInboundList(paged.query);
  const selection = useSelection<InboundRecord>();
  const actions = useInboundActions(selection);
  const columns = useInboundColumns(actions);
  const party = useInboundParty();
  useInboundLive();
  return (
    <ListCard>
      <InboundSearchForm onSearch={paged.search} />
      {party.isShipperEnterprise && <InboundToolbar onAdd={actions.add} onRemove={actions.removeSelected} />}
      <DataTable<InboundRecord>
        data-testid="inbound-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={
          party.isShipperEnterprise
            ? {
                ...selection.rowSelection,
                getCheckboxProps: (r) => ({ disabled: !(party.isShipperOf(r) && canRemoveInbound(r.status)) }),
              }
            : undefined
        }
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

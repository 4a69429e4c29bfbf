import { CONTRACT_STATUS_EVENT } from '@kc/domain/contract/status';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useTradeParty } from '../../trade';
import { type Invoice, type InvoiceSearch, invoiceKeys, useInvoicePage } from '../api';
import { InvoiceSearchForm } from '../components/invoice-search-form';
import { useInvoiceColumns } from '../hooks/use-invoice-columns';

/**
 * /trade/invoice 发票管理: the platform all invoices (and issues them), an enterprise its own; live: a party's
 * application or the provider's answer moves its contract ('contract.status').
 */
export const InvoicePage = () => {
  const party = useTradeParty();
  const client = useQueryClient();
  useLiveEvent(CONTRACT_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: invoiceKeys.lists() }));
  const paged = usePagedQuery<InvoiceSearch>({});
  const { data, isFetching } = useInvoicePage(paged.query);
  const columns = useInvoiceColumns(party.isPlatform);
  return (
    <ListCard>
      <InvoiceSearchForm onSearch={paged.search} />
      <DataTable<Invoice>
        data-testid="invoice-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

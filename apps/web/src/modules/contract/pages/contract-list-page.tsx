import { CONTRACT_STATUS_EVENT } from '@kc/domain/contract/status';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { OfflineQueueToggle } from '../../../components/crud/offline-queue-toggle';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type ContractRecord, type ContractSearch, contractKeys, useContractPage } from '../api';
import { ContractConfirmDialog } from '../components/contract-confirm-dialog';
import { ContractSearchForm } from '../components/contract-search-form';
import { ContractSignDialog } from '../components/contract-sign-dialog';
import { ContractToolbar } from '../components/contract-toolbar';
import { useContractActions } from '../hooks/use-contract-actions';
import { useContractColumns } from '../hooks/use-contract-columns';

/**
 * 我的合同 (/contract/index) and 合同监管 (/contract/manage): the server scopes the rows (a party sees its own,
 * the platform all); the rows' `actions` say what the caller may do; live on contract moves.
 */
const ContractList = ({ manage }: { manage: boolean }) => {
  const paged = usePagedQuery<ContractSearch>({}, undefined, undefined, ['offlinePending']);
  const { data, isFetching } = useContractPage(paged.query);
  // 合同监管: the platform's queue of offline vouchers to confirm, its count on the tab.
  const queued = useContractPage({ offlinePending: 1, current: 1, size: 1 }, manage);
  const client = useQueryClient();
  useLiveEvent(CONTRACT_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: contractKeys.lists() }));
  const actions = useContractActions();
  const columns = useContractColumns(actions);
  return (
    <ListCard>
      <ContractSearchForm onSearch={paged.search} partyLabel={manage ? '企业名称' : '对方企业'} />
      {!manage && <ContractToolbar />}
      {manage && (
        <OfflineQueueToggle
          noun="合同"
          value={paged.query.offlinePending === 1}
          onChange={(queue) => paged.setFilter('offlinePending', queue ? 1 : undefined)}
          count={queued.data?.total}
        />
      )}
      <DataTable<ContractRecord>
        data-testid="contract-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <ContractSignDialog {...actions.signDialog} />
      <ContractConfirmDialog {...actions.confirmDialog} />
    </ListCard>
  );
};

export const ContractListPage = () => <ContractList manage={false} />;
export const ContractManagePage = () => <ContractList manage />;

import { PlusOutlined } from '@ant-design/icons';
import { FINANCE_STATUS_EVENT } from '@kc/domain/finance/status';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { OfflineQueueToggle } from '../../../components/crud/offline-queue-toggle';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useTradeParty } from '../../trade';
import { type FinanceApply, type FinanceSearch, financeKeys, useFinancePage } from '../api';
import { FinanceReviewDialog } from '../components/finance-review-dialog';
import { FinanceSearchForm } from '../components/finance-search-form';
import { financeApplyPath } from '../finance-paths';
import { useFinanceApplicant } from '../hooks/use-finance-applicant';
import { useFinanceColumns } from '../hooks/use-finance-columns';

/**
 * /ccb/finance 融资申请: the shipper's applications, the reviewers' (warehouse, platform) and the bank's once
 * submitted. Every move on any of them arrives as a live event and the list reads again.
 */
export const FinanceListPage = () => {
  const navigate = useNavigate();
  const paged = usePagedQuery<FinanceSearch>({}, undefined, undefined, ['offlinePending']);
  const { data, isFetching } = useFinancePage(paged.query);
  // The platform's queue of service-fee vouchers to confirm, its count on the tab.
  const { isPlatform } = useTradeParty();
  const queued = useFinancePage({ offlinePending: 1, current: 1, size: 1 }, isPlatform);
  const [reviewing, setReviewing] = useState<FinanceApply | null>(null);
  const rows = data?.records ?? [];
  const columns = useFinanceColumns(rows, setReviewing);
  const canApply = useFinanceApplicant();
  const client = useQueryClient();
  useLiveEvent(FINANCE_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: financeKeys.lists() }));
  return (
    <ListCard>
      <FinanceSearchForm onSearch={paged.search} />
      {canApply && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(financeApplyPath())}
            data-testid="finance-add"
          >
            新增融资申请
          </Button>
        </Space>
      )}
      {isPlatform && (
        <OfflineQueueToggle
          noun="融资申请"
          value={paged.query.offlinePending === 1}
          onChange={(queue) => paged.setFilter('offlinePending', queue ? 1 : undefined)}
          count={queued.data?.total}
        />
      )}
      <DataTable<FinanceApply>
        data-testid="finance-table"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      {reviewing && <FinanceReviewDialog apply={reviewing} onClose={() => setReviewing(null)} />}
    </ListCard>
  );
};

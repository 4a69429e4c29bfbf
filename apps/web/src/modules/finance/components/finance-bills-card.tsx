import { financeMessages } from '@kc/domain/finance/finance';
import { PledgeSignType, pledgeSignFailed } from '@kc/domain/finance/status';
import { Alert, Card, Space } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { DataTable } from '../../../components/crud/data-table';
import type { FinanceBill, FinanceDetail } from '../api';
import { useFinanceBillColumns } from '../hooks/use-finance-bill-columns';
import { PledgeBatchSign } from './pledge-batch-sign';

/**
 * 质押仓单: the receipts with their pledge and sign status, and the batch seals of spec 2 §6 (the owner's when every
 * receipt awaits it, the warehouse's after the owner's) exactly as the server allows them (`actions`). A failed
 * seal shows the red notice of spec 2 §8.
 */
export const FinanceBillsCard = ({
  apply: a,
  onChanged,
  onSigning,
  onViewNotice,
}: {
  apply: FinanceDetail;
  onChanged: () => void;
  onSigning: (running: boolean) => void;
  onViewNotice: (row: FinanceBill) => void;
}) => {
  const columns = useFinanceBillColumns(a, onViewNotice, onChanged);
  const failed = a.billList.some((r) => pledgeSignFailed(r.signStatus));
  // The caller's enterprise is the side that seals: an individual audits in batch instead (spec 3 §6).
  const isPerson = useUserInfo().data?.isPerson === 1;
  return (
    <Card
      title="质押仓单"
      size="small"
      extra={
        <Space>
          {/* Mounted for the side's users even when the button is hidden, so a batch's dialog stays open to its end
              (签章已完成) after the last seal took the button away. */}
          {a.sides.includes('shipper') && (
            <PledgeBatchSign
              applyId={a.id}
              type={PledgeSignType.owner}
              isPerson={isPerson}
              hidden={!a.actions.ownerBatchSign}
              onDone={onChanged}
              onRunning={onSigning}
            />
          )}
          {a.sides.includes('warehouse') && (
            <PledgeBatchSign
              applyId={a.id}
              type={PledgeSignType.warehouse}
              isPerson={isPerson}
              hidden={!a.actions.warehouseBatchSign}
              onDone={onChanged}
              onRunning={onSigning}
            />
          )}
        </Space>
      }
    >
      {failed && (
        <Alert
          type="error"
          showIcon
          title={financeMessages.signFailedNotice}
          style={{ marginBottom: 12 }}
          data-testid="finance-sign-failed"
        />
      )}
      <DataTable<FinanceBill>
        data-testid="finance-bills"
        size="small"
        columns={columns}
        dataSource={a.billList}
        pagination={false}
      />
    </Card>
  );
};

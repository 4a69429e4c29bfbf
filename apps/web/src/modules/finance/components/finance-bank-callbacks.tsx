import { BankInboxStatus } from '@kc/domain/finance/bank-inbox';
import { Card, type TableColumnsType, Tag, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { MoneyText } from '../../../components/money-text';
import { type BankCallback, useBankCallbacks } from '../api';

const statusColors: Record<number, string> = {
  [BankInboxStatus.received]: 'processing',
  [BankInboxStatus.applied]: 'success',
  [BankInboxStatus.duplicate]: 'default',
  [BankInboxStatus.refused]: 'error',
};

const columns: TableColumnsType<BankCallback> = [
  { title: '回调', dataIndex: 'typeName', width: 110 },
  { title: '银行编号', dataIndex: 'bankRef', width: 190, ellipsis: true, render: (v: string | null) => v ?? '-' },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 150,
    align: 'right',
    render: (v: string | null) => <MoneyText value={v} yuan />,
  },
  {
    title: '结果',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (s: number, r) => (
      <Tag color={statusColors[s]} data-testid="bank-callback-status" data-status={s}>
        {r.statusName}
      </Tag>
    ),
  },
  {
    title: '原因',
    dataIndex: 'reason',
    render: (v: string | null, r) =>
      v ? (
        <Typography.Text type={r.status === BankInboxStatus.refused ? 'danger' : 'secondary'}>{v}</Typography.Text>
      ) : (
        '-'
      ),
  },
  { title: '收到时间', dataIndex: 'receivedTime', width: columnWidth.dateTime },
];

/**
 * 银行回调 (the platform's review): every callback the bank sent about the application and what became of it. A
 * refused one (a disbursement beyond what the application allows, a repayment beyond what is outstanding, …) was
 * answered REFUSED to the bank and changed nothing here; its reason is what a person follows up with the bank.
 */
export const FinanceBankCallbacks = ({ applyId }: { applyId: string }) => {
  const { data, isFetching } = useBankCallbacks(applyId, true);
  return (
    <Card title="银行回调" size="small">
      <DataTable<BankCallback>
        data-testid="finance-bank-callbacks"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: '尚无银行回调' }}
      />
    </Card>
  );
};

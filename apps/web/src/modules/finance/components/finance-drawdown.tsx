import { financeDisburseMessages } from '@kc/domain/finance/disburse';
import { disburseRequestMachine, FinanceStatus } from '@kc/domain/finance/status';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { MoneyText } from '../../../components/money-text';
import type { FinanceDetail } from '../api';
import { type DisburseRequest, useDisburseMutations, useDisburseRequests } from '../disburse-api';
import { DrawdownDialog, RepaymentNoticeDialog } from './finance-drawdown-dialogs';

const statusColor: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'error' };

/**
 * The shipper's side of the loan (spec 2 §7 disburseSubmit, cancelDisburse, submitRepayment): 申请放款 and 还款通知
 * while the receipts are pledged (70), and the drawdown requests with 撤销 for those the bank has not answered.
 */
export const FinanceDrawdown = ({ apply: a }: { apply: FinanceDetail }) => {
  const shipper = a.sides.includes('shipper') && a.status === FinanceStatus.pledged;
  const requests = useDisburseRequests(a.id, true);
  const { cancel } = useDisburseMutations();
  const confirm = useConfirmAction();
  const [open, setOpen] = useState<'drawdown' | 'notice' | null>(null);
  const columns: TableColumnsType<DisburseRequest> = [
    {
      title: '申请金额（元）',
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag>,
    },
    { title: '银行放款编号', dataIndex: 'bankRef', width: 180, render: (v: string | null) => v ?? '-' },
    { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    ...(shipper
      ? [
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_: unknown, r: DisburseRequest) =>
              disburseRequestMachine.can('cancel', r.status, 'shipper') ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  data-testid="finance-drawdown-cancel"
                  onClick={() =>
                    confirm({
                      content: financeDisburseMessages.confirmCancel,
                      run: () => cancel.mutateAsync(r.id),
                      done: '放款申请已撤销',
                      danger: true,
                    })
                  }
                >
                  撤销
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  const rows = requests.data ?? [];
  if (!shipper && rows.length === 0) return null;
  return (
    <>
      {shipper && (
        <Space>
          <Button type="primary" onClick={() => setOpen('drawdown')} data-testid="finance-drawdown-open">
            申请放款
          </Button>
          {a.loanMoney != null && (
            <Button onClick={() => setOpen('notice')} data-testid="finance-repayment-open">
              还款通知
            </Button>
          )}
        </Space>
      )}
      <DataTable<DisburseRequest>
        data-testid="finance-drawdown-requests"
        size="small"
        title={() => '放款申请'}
        columns={columns}
        dataSource={rows}
        loading={requests.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无放款申请' }}
      />
      <DrawdownDialog applyId={a.id} open={open === 'drawdown'} onClose={() => setOpen(null)} />
      <RepaymentNoticeDialog applyId={a.id} open={open === 'notice'} onClose={() => setOpen(null)} />
    </>
  );
};

import { BANK_CUSTOMER_EVENT, type BankCustomerEvent } from '@kc/domain/bank-customer/customer';
import { App, Button, Drawer, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { type CustomerRow, useCustomerMutations, useCustomers } from '../api';
import { CustomerWizard } from './customer-wizard';

const statusColor: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'processing', 4: 'green', 5: 'orange' };

/**
 * 建客记录 of one borrower (spec 1 §2, §5): the records with their bank, branch, status and the bank's result;
 * 新建客户 opens the two-step wizard; 重新建客 at 5; the test-only (butTest) 查询 and 重新推送. Live: every change of a
 * record of this borrower refreshes the table.
 */
export const CustomerDrawer = ({
  borrowerId,
  open,
  onClose,
}: {
  borrowerId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [wizard, setWizard] = useState(false);
  const list = useCustomers(borrowerId, open);
  const { rebuild, repush } = useCustomerMutations();
  useLiveEvent<BankCustomerEvent>(BANK_CUSTOMER_EVENT, (e) => {
    if (open && e.borrowerId === borrowerId) void list.refetch();
  });
  const act = async (fn: () => Promise<unknown>, done: string) => {
    await fn();
    void message.success(done);
  };
  return (
    <Drawer open={open} onClose={onClose} title="建客记录" size={1100} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Access perm="createCustomer">
          <Button type="primary" onClick={() => setWizard(true)} data-testid="customer-new">
            新建客户
          </Button>
        </Access>
      </Space>
      <Table<CustomerRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        data-testid="customer-records"
        columns={[
          { title: '借款人', dataIndex: 'borrowerName', width: 90 },
          { title: '共借人', dataIndex: 'coborrowerName', width: 90, render: (v: string | null) => v ?? '-' },
          { title: '银行', dataIndex: 'bankName' },
          { title: '网点', dataIndex: 'branchName', render: (v: string | null) => v ?? '-' },
          {
            title: '状态',
            dataIndex: 'statusName',
            width: 110,
            render: (v: string, r) => <Tag color={statusColor[r.status]}>{v}</Tag>,
          },
          {
            title: '建客结果',
            dataIndex: 'resultStatusName',
            width: 100,
            render: (v: string | null, r) =>
              v ? (
                <Tooltip title={r.remarks ?? undefined}>
                  <Tag color={r.resultStatus === 1 ? 'green' : 'red'}>{v}</Tag>
                </Tooltip>
              ) : (
                '-'
              ),
          },
          { title: '备注', dataIndex: 'remarks', render: (v: string | null) => v ?? '-' },
          { title: '建客时间', dataIndex: 'buildTime', width: 170, render: (v: string | null) => v ?? '-' },
          {
            title: '操作',
            key: 'op',
            render: (_: unknown, r) => (
              <Space size={4}>
                {r.canRebuild ? (
                  <Access perm="createCustomer">
                    <Button
                      size="small"
                      loading={rebuild.isPending}
                      onClick={() => void act(() => rebuild.mutateAsync(r.id), '已重新建客').catch(() => {})}
                    >
                      重新建客
                    </Button>
                  </Access>
                ) : null}
                <Access perm="butTest">
                  <Button size="small" onClick={() => void list.refetch()} data-testid="customer-query">
                    查询
                  </Button>
                  {r.canRepush ? (
                    <Button
                      size="small"
                      loading={repush.isPending}
                      onClick={() => void act(() => repush.mutateAsync(r.id), '已重新推送').catch(() => {})}
                      data-testid="customer-repush"
                    >
                      重新推送
                    </Button>
                  ) : null}
                </Access>
              </Space>
            ),
          },
        ]}
      />
      <CustomerWizard borrowerId={borrowerId} open={wizard} onClose={() => setWizard(false)} />
    </Drawer>
  );
};

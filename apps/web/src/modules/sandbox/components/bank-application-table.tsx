import type { BankSandboxAppStatus } from '@kc/domain/finance/bank-sandbox';
import { amountText } from '@kc/domain/shared/money';
import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { MoneyText } from '../../../components/money-text';
import { type BankSandboxApplication, useBankSandboxApplications, useBankSandboxMutations } from '../bank-api';
import { BankApplicationDetail } from './bank-application-detail';
import { BankDisburseModal, BankRepayModal } from './bank-loan-modal';
import { BankRefuseModal } from './bank-refuse-modal';
import { BankReleaseModal } from './bank-release-modal';

const statusColors: Record<BankSandboxAppStatus, string> = {
  received: 'processing',
  admitted: 'processing',
  refused: 'error',
  registered: 'warning',
  disbursed: 'warning',
  repaid: 'success',
  released: 'default',
};

type Dialog = { kind: 'refuse' | 'disburse' | 'repay' | 'release'; row: BankSandboxApplication } | null;

/**
 * The applications the bank received (the four-party agreements the platform pushed), each playable step by step:
 * 准入通过 and 拒绝 at admission, 登记质押, 放款 (more than once, up to the amount applied for), 还款 (the last one
 * sends the release instruction), 解押指令 (a new one naming receipts whole or in part, before full repayment too), and
 * the repaid loan's instruction again while the platform's feedback is awaited.
 */
export const BankApplicationTable = () => {
  const { message, modal } = App.useApp();
  const { data, isLoading } = useBankSandboxApplications();
  const { admit, registerPledge, releaseInstruction } = useBankSandboxMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const ask = (content: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title: '提示',
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await run();
        void message.success('已处理，回调已发出');
      },
    });
  const actions = (r: BankSandboxApplication) => {
    const s = r.status;
    const open = (kind: 'refuse' | 'disburse' | 'repay' | 'release') => setDialog({ kind, row: r });
    return (
      <Space size={0} wrap>
        {s === 'received' && (
          <Button
            type="link"
            size="small"
            data-testid="bank-admit"
            onClick={() => ask('确定全部抵质押物准入通过？', () => admit.mutateAsync({ applyId: r.applyId }))}
          >
            准入通过
          </Button>
        )}
        {(s === 'received' || s === 'admitted') && (
          <Button type="link" size="small" danger data-testid="bank-refuse" onClick={() => open('refuse')}>
            拒绝
          </Button>
        )}
        {s === 'admitted' && (
          <Button
            type="link"
            size="small"
            data-testid="bank-register"
            onClick={() =>
              ask('确定登记质押？登记后货主和仓库签署质押通知书。', () =>
                registerPledge.mutateAsync({ applyId: r.applyId }),
              )
            }
          >
            登记质押
          </Button>
        )}
        {(s === 'registered' || s === 'disbursed') && (
          <Button type="link" size="small" data-testid="bank-disburse" onClick={() => open('disburse')}>
            放款
          </Button>
        )}
        {s === 'disbursed' && (
          <Button type="link" size="small" data-testid="bank-repay" onClick={() => open('repay')}>
            还款
          </Button>
        )}
        {(s === 'registered' || s === 'disbursed' || s === 'repaid') && (
          <Button type="link" size="small" data-testid="bank-release-partial" onClick={() => open('release')}>
            解押指令
          </Button>
        )}
        {s === 'repaid' && (
          <Button
            type="link"
            size="small"
            data-testid="bank-release-instruction"
            onClick={() => ask('确定再次发送解押指令？', () => releaseInstruction.mutateAsync({ applyId: r.applyId }))}
          >
            再次发送解押指令
          </Button>
        )}
      </Space>
    );
  };
  const columns: TableColumnsType<BankSandboxApplication> = [
    { title: '申请编号', dataIndex: 'applyCode', width: 170 },
    { title: '银行申请号', dataIndex: 'financeAppId', width: 190 },
    { title: '货主', dataIndex: 'shipperName', ellipsis: true },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
    { title: '融资货物', dataIndex: 'goodsName', width: 110, ellipsis: true },
    {
      title: '申请金额',
      dataIndex: 'applyMoney',
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} yuan />,
    },
    {
      title: '已放款 / 已还款',
      key: 'loan',
      width: 170,
      render: (_, r) => `${amountText(r.disbursed, { yuan: true })} / ${amountText(r.repaid, { yuan: true })}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 150,
      render: (s: BankSandboxAppStatus, r) => (
        <Tag color={statusColors[s]} data-testid="bank-application-status" data-status={s}>
          {r.statusName}
        </Tag>
      ),
    },
    { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (v) => v ?? '-' },
    { title: '操作', key: 'op', width: 200, fixed: 'right', render: (_, r) => actions(r) },
  ];
  return (
    <>
      <DataTable<BankSandboxApplication>
        data-testid="sandbox-bank-applications"
        rowKey="applyId"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        expandable={{ expandedRowRender: (r) => <BankApplicationDetail row={r} /> }}
        locale={{ emptyText: '银行尚未收到融资申请（四方协议审核通过后由平台推送）' }}
      />
      <BankRefuseModal row={dialog?.kind === 'refuse' ? dialog.row : null} onClose={() => setDialog(null)} />
      <BankDisburseModal row={dialog?.kind === 'disburse' ? dialog.row : null} onClose={() => setDialog(null)} />
      <BankRepayModal row={dialog?.kind === 'repay' ? dialog.row : null} onClose={() => setDialog(null)} />
      <BankReleaseModal row={dialog?.kind === 'release' ? dialog.row : null} onClose={() => setDialog(null)} />
    </>
  );
};

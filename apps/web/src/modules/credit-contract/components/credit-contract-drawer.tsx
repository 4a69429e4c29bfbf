import {
  CREDIT_CONTRACT_EVENT,
  CREDIT_SIGNER_LABELS,
  type CreditContractEvent,
  CreditContractStatus,
} from '@kc/domain/credit-contract/credit-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import {
  type CreditContract,
  creditContractApi,
  creditContractKeys,
  useCreditContractMutations,
  useCreditContracts,
} from '../api';
import { type CreditBankChoice, CreditBankPicker } from './credit-bank-picker';
import { CreditEditModal } from './credit-edit-modal';
import { CreditQrModal } from './credit-qr-modal';

export type CreditContractDrawerProps = {
  /** the borrower's id (associationType 1) or the financing application's (2) */
  associationId: string;
  associationType: number;
  open: boolean;
  onClose: () => void;
  /** a financing application without a borrower on it names the borrower; a co-borrower signs the same consent */
  borrowerId?: string;
  coborrowerId?: string | null;
};

const statusColor: Record<number, string> = {
  [CreditContractStatus.unsigned]: 'default',
  [CreditContractStatus.signed]: 'processing',
  [CreditContractStatus.allSigned]: 'success',
  [CreditContractStatus.failed]: 'error',
};

const unsigned = (r: CreditContract) =>
  r.status === CreditContractStatus.unsigned || r.status === CreditContractStatus.failed;

/**
 * The credit-investigation contract drawer (spec 1 §2, spec 2 §2/§3/§5): the consents of a borrower or a financing
 * application, one row per signer, with the signing QR of unsigned rows, 预览 (the document as it stands) and 新增
 * through the bank picker. Read again every 2 s while open and at once on the live event 'credit-contract'.
 * Buttons by investigation_agreement_add / view / edit / delete.
 */
export const CreditContractDrawer = ({
  associationId,
  associationType,
  open,
  onClose,
  borrowerId,
  coborrowerId,
}: CreditContractDrawerProps) => {
  const { can } = useAccess();
  const client = useQueryClient();
  const query = { associationId, type: associationType };
  const list = useCreditContracts(query, open);
  const { save, remove } = useCreditContractMutations();
  const [picking, setPicking] = useState(false);
  const [qrId, setQrId] = useState<string | null>(null);
  const [editing, setEditing] = useState<CreditContract | null>(null);
  const rows = list.data ?? [];
  const qrRow = rows.find((r) => r.id === qrId) ?? null;

  useLiveEvent<CreditContractEvent>(CREDIT_CONTRACT_EVENT, () => {
    if (open) void client.invalidateQueries({ queryKey: creditContractKeys.list(query) });
  });

  const pick = async (choice: CreditBankChoice) => {
    await save.mutateAsync({
      associationId,
      associationType,
      unionBankId: choice.unionBankId,
      bankAccount: choice.bankAccount,
      branchName: choice.branchName || undefined,
      ...(borrowerId ? { borrowerId } : {}),
      ...(coborrowerId ? { coborrowerId } : {}),
    });
    setPicking(false);
  };

  const preview = async (r: CreditContract) => {
    const { url } = await creditContractApi.preview(r.id);
    window.open(url, '_blank', 'noopener');
  };

  const columns: ColumnsType<CreditContract> = [
    { title: '合同编号', dataIndex: 'contractNo', width: 170 },
    { title: '合同名称', dataIndex: 'contractName', ellipsis: true },
    {
      title: '签署人',
      dataIndex: 'idName',
      width: 130,
      render: (name: string, r) => `${name}（${CREDIT_SIGNER_LABELS[r.signer]}）`,
    },
    {
      title: '开户银行/网点',
      width: 200,
      ellipsis: true,
      render: (_: unknown, r) => [r.bankName, r.branchName].filter(Boolean).join(' / '),
    },
    { title: '开户银行账号', dataIndex: 'bankAccount', width: 160 },
    {
      title: '状态',
      dataIndex: 'signStatus',
      width: 100,
      render: (s: number, r) => {
        const tag = (
          <Tag color={statusColor[s]} data-testid="credit-status">
            {r.signStatusName}
          </Tag>
        );
        return s === CreditContractStatus.failed && r.failReason ? <Tooltip title={r.failReason}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: '操作',
      width: 210,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {unsigned(r) && can('investigation_agreement_add') && (
            <Button type="link" size="small" onClick={() => setQrId(r.id)}>
              签署二维码
            </Button>
          )}
          {can('investigation_agreement_view') && (
            <Button type="link" size="small" onClick={() => void preview(r).catch(() => undefined)}>
              预览
            </Button>
          )}
          {unsigned(r) && can('investigation_agreement_edit') && (
            <Button type="link" size="small" onClick={() => setEditing(r)}>
              编辑
            </Button>
          )}
          {unsigned(r) && can('investigation_agreement_delete') && (
            <Popconfirm
              title="确定删除该征信授权书？（同一授权书的签署人一并删除）"
              onConfirm={() => remove.mutateAsync([r.id]).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={onClose} title="征信授权合同" size={1100} destroyOnHidden>
      {can('investigation_agreement_add') && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setPicking(true)}>
            新增
          </Button>
        </Space>
      )}
      <Table<CreditContract>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <CreditBankPicker
        open={picking}
        saving={save.isPending}
        onCancel={() => setPicking(false)}
        onPick={(c) => void pick(c).catch(() => undefined)}
      />
      <CreditQrModal row={qrRow} onClose={() => setQrId(null)} />
      <CreditEditModal row={editing} onClose={() => setEditing(null)} />
    </Drawer>
  );
};

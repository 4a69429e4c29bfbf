import { type BankSandboxReleaseBody, bankSandboxReleaseMessages } from '@kc/domain/finance/bank-sandbox';
import { Alert, App, Input, InputNumber, Modal, Select, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { type BankSandboxApplication, useBankSandboxMutations } from '../bank-api';

type Choice = { type: '' | '01' | '02'; weight: string; number: number | null };
type Collateral = BankSandboxApplication['collateral'][number];

const typeOptions = [
  { value: '', label: '不解押' },
  { value: '01', label: '全部解押' },
  { value: '02', label: '部分解押' },
];

/**
 * 解押指令 (providers/bank/README "Console"): the bank names each receipt to let go, whole or in part (the weight and
 * the number of trays to release) — before the loan is repaid in full too. The bank adds the pick-up number, code,
 * time and notice; the platform makes a release record of it (解押提货).
 */
export const BankReleaseModal = ({ row, onClose }: { row: BankSandboxApplication | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const { releaseInstruction } = useBankSandboxMutations();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!row) return;
    setChoices(Object.fromEntries(row.collateral.map((c) => [c.billId, { type: '', weight: '', number: null }])));
    setError(null);
  }, [row]);
  const set = (billId: string, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [billId]: { ...all[billId]!, ...patch } }));
  const submit = async () => {
    const bills: NonNullable<BankSandboxReleaseBody['bills']> = [];
    for (const [billId, c] of Object.entries(choices)) {
      if (c.type === '01') bills.push({ billId, takeGoodType: '01' });
      if (c.type === '02') {
        if (!c.weight.trim()) return setError(bankSandboxReleaseMessages.weight);
        if (!c.number) return setError(bankSandboxReleaseMessages.trays);
        bills.push({ billId, takeGoodType: '02', weight: c.weight.trim(), number: c.number });
      }
    }
    if (bills.length === 0) return setError(bankSandboxReleaseMessages.bills);
    setSaving(true);
    try {
      await releaseInstruction.mutateAsync({ applyId: row!.applyId, bills });
      void message.success('解押指令已发出');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const columns: TableColumnsType<Collateral> = [
    { title: '仓单编号', dataIndex: 'billCode', width: 170 },
    { title: '货物', dataIndex: 'materialName', ellipsis: true },
    { title: '重量', dataIndex: 'totalWeight', width: 90, align: 'right' },
    {
      title: '解押方式',
      key: 'type',
      width: 130,
      render: (_, c) => (
        <Select
          size="small"
          style={{ width: 112 }}
          data-testid="bank-release-type"
          value={choices[c.billId]?.type ?? ''}
          options={typeOptions}
          onChange={(type) => set(c.billId, { type })}
        />
      ),
    },
    {
      title: '解押重量',
      key: 'weight',
      width: 120,
      render: (_, c) =>
        choices[c.billId]?.type === '02' ? (
          <Input
            size="small"
            data-testid="bank-release-weight"
            placeholder={bankSandboxReleaseMessages.weight}
            value={choices[c.billId]?.weight}
            onChange={(e) => set(c.billId, { weight: e.target.value })}
          />
        ) : (
          '-'
        ),
    },
    {
      title: '托盘数',
      key: 'number',
      width: 100,
      render: (_, c) =>
        choices[c.billId]?.type === '02' ? (
          <InputNumber
            size="small"
            min={1}
            precision={0}
            data-testid="bank-release-trays"
            value={choices[c.billId]?.number}
            onChange={(number) => set(c.billId, { number: number ?? null })}
          />
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Modal
      open={row !== null}
      title={`解押指令 · ${row?.applyCode ?? ''}`}
      width={820}
      okText="发出解押指令"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={error} />}
      <DataTable<Collateral>
        data-testid="bank-release-bills"
        size="small"
        rowKey="billId"
        columns={columns}
        dataSource={row?.collateral ?? []}
        pagination={false}
      />
    </Modal>
  );
};

import { App, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { type CreditBank, useCreditBanks } from '../api';
import { bankChoiceOf, type CreditBankChoice, type BankEntry as Entry } from '../bank-choice';

export type { CreditBankChoice };

/**
 * 新增's bank picker (spec 1 §2, spec 2 §5 "Credit contract and bank selection"): the banks as rows, each with its
 * account and branch; exactly one row may be chosen, with the server's messages — nothing chosen
 * '请选择至少一条数据!', more '只能选择一条数据!', no bank '请选择企业开户银行!', no account '请填写开户银行账号!'.
 */
export const CreditBankPicker = ({
  open,
  saving,
  onCancel,
  onPick,
}: {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onPick: (choice: CreditBankChoice) => void;
}) => {
  const { message } = App.useApp();
  const banks = useCreditBanks(open);
  const [chosen, setChosen] = useState<string[]>([]);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const entry = (id: string): Entry => entries[id] ?? { bankAccount: '', branchName: '' };
  const edit = (id: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...entry(id), ...patch } }));

  const confirm = () => {
    const r = bankChoiceOf(chosen, banks.data ?? [], entries);
    if ('refusal' in r) void message.warning(r.refusal);
    else onPick(r.choice);
  };

  return (
    <Modal
      open={open}
      title="选择企业开户银行"
      width={760}
      okText="保存"
      confirmLoading={saving}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => {
        setChosen([]);
        setEntries({});
      }}
      destroyOnHidden
    >
      <Table<CreditBank>
        rowKey="id"
        size="small"
        loading={banks.isLoading}
        dataSource={banks.data ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
        columns={[
          { title: '企业开户银行', dataIndex: 'title', ellipsis: true },
          {
            title: '开户网点',
            width: 200,
            render: (_: unknown, b) => (
              <Input
                size="small"
                maxLength={100}
                placeholder="开户网点"
                value={entry(b.id).branchName}
                onChange={(e) => edit(b.id, { branchName: e.target.value })}
              />
            ),
          },
          {
            title: '开户银行账号',
            width: 240,
            render: (_: unknown, b) => (
              <Input
                size="small"
                maxLength={50}
                placeholder="请填写开户银行账号"
                aria-label={`${b.title}开户银行账号`}
                value={entry(b.id).bankAccount}
                onChange={(e) => edit(b.id, { bankAccount: e.target.value })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
};

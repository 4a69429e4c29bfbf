import { type BankBranch, branchSubmit, sealMessages } from '@kc/domain/enterprise/seal';
import { BranchSubmit } from '@kc/domain/enterprise/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { zodRules } from '../../../../components/crud/zod-rules';
import { useBankBranches, useSubmitBranch } from '../../api';

const accountRules = zodRules(branchSubmit.shape.bankAccount);
const rowKey = (b: BankBranch) => `${b.bank}|${b.bankName}`;

const columns: TableColumnsType<BankBranch> = [
  { title: '联行号', dataIndex: 'bank', width: 140 },
  { title: '开户支行', dataIndex: 'bankName' },
  { title: '省份', dataIndex: 'province', width: 100 },
  { title: '城市', dataIndex: 'city', width: 100 },
];

type Props = {
  flowId: string;
  bankAccount: string | null;
  onClose: () => void;
  onSubmitted: () => void;
  /** 205: the application timed out and starts over. */
  onReapply: () => void;
};

/** The bank check failed (esignStatus 5): choose exactly one branch and confirm the account (spec 1 §5). */
export const BankBranchDialog = ({ flowId, bankAccount, onClose, onSubmitted, onReapply }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ bankAccount: string }>();
  const [bankName, setBankName] = useState('');
  const [selected, setSelected] = useState<BankBranch[]>([]);
  const branches = useBankBranches({ bankName, flowId }, true);
  const submitBranch = useSubmitBranch();

  const submit = async () => {
    const { bankAccount: account } = await form.validateFields();
    if (selected.length > 1) {
      void message.warning(sealMessages.bankSelectOne);
      return;
    }
    const parsed = branchSubmit.safeParse({ flowId, bankName: selected[0]?.bankName, bankAccount: account });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? sealMessages.bankNameRequired);
      return;
    }
    const outcome = await submitBranch.mutateAsync(parsed.data);
    if (outcome.code === BranchSubmit.success) {
      void message.success(outcome.msg || commonMessages.successBang);
      onSubmitted();
    } else if (outcome.code === BranchSubmit.timedOut) {
      void message.warning(outcome.msg || sealMessages.branchTimedOut);
      onReapply();
    } else {
      void message.warning(outcome.msg || sealMessages.branchOther);
    }
  };

  return (
    <Modal
      open
      title="选择开户支行"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={submitBranch.isPending}
      width={760}
    >
      <Input.Search
        placeholder="请输入开户银行名称"
        enterButton="搜索"
        allowClear
        onSearch={(v) => {
          setBankName(v.trim());
          setSelected([]);
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<BankBranch>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={branches.data ?? []}
        loading={branches.isFetching}
        pagination={{ pageSize: 8, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: selected.map(rowKey),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        data-testid="bank-branches"
      />
      <Form form={form} name="bank-branch" layout="vertical" initialValues={{ bankAccount: bankAccount ?? undefined }}>
        <Form.Item name="bankAccount" label="开户银行账号" rules={accountRules}>
          <Input placeholder="请输入开户银行账号" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

import { creditContractMessages as msg } from '@kc/domain/credit-contract/credit-contract';
import { Form, Input, Modal } from 'antd';
import { type CreditContract, useCreditContractMutations } from '../api';

type Values = { bankAccount: string; branchName: string };

/** 编辑 an unsigned consent: its account and branch (the server refuses once a signer signed). */
export const CreditEditModal = ({ row, onClose }: { row: CreditContract | null; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const { update } = useCreditContractMutations();
  const submit = async () => {
    const v = await form.validateFields();
    await update.mutateAsync({
      id: row!.id,
      bankAccount: v.bankAccount.trim(),
      branchName: v.branchName?.trim() ?? '',
    });
    onClose();
  };
  return (
    <Modal
      open={row !== null}
      title="编辑征信合同"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ bankAccount: row.bankAccount, branchName: row.branchName }}
        >
          <Form.Item label="企业开户银行">
            <Input value={row.bankName} disabled />
          </Form.Item>
          <Form.Item name="branchName" label="开户网点">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="bankAccount"
            label="开户银行账号"
            rules={[{ required: true, whitespace: true, message: msg.accountRequired }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};

import { type ContractConfirmBody, contractConfirmBody, contractMessages } from '@kc/domain/contract/contract';
import { contractPartyLabels } from '@kc/domain/contract/status';
import { Alert, App, Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { useContractDetail, useContractMutations, useDefaultBank } from '../api';
import { parseStoredInfo } from '../wizard-values';

type Own = Omit<ContractConfirmBody, 'id'>;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * 确认合同条款 (spec 2 §6; §5 bank fields): the confirming side sees what its own part of the contract will print
 * — its bank, account and 委托代理人 — and confirms with them. They start as the contract has them, else as the
 * enterprise's default bank; the bank and account are required (the server refuses a confirmation without them,
 * `contract.own_bank_missing`), and they are written to the caller's own side only.
 */
export const ContractConfirmDialog = ({ contractId, onClose }: { contractId: string | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Own>();
  const [saving, setSaving] = useState(false);
  const { data: contract } = useContractDetail(contractId);
  const party = contract?.myParty ?? null;
  const ownId = party ? contract?.[`${party}Id`] : null;
  const bank = useDefaultBank(ownId);
  const confirm = useContractMutations().confirm;
  const ready = Boolean(contract && party && !bank.isLoading);

  useEffect(() => {
    if (!ready || !contract || !party) return;
    const terms = parseStoredInfo(contract.contractInfo)?.detailForm;
    form.setFieldsValue({
      bankName: terms?.[`${party}BankName`] || bank.data?.bankName || undefined,
      bankAccount: terms?.[`${party}BankAccount`] || bank.data?.account || undefined,
      deputy: terms?.[`${party}Deputy`] || undefined,
    });
  }, [ready, contract, party, bank.data, form]);

  const shape = contractConfirmBody.shape;
  const submit = async () => {
    const own = await form.validateFields();
    setSaving(true);
    try {
      await confirm.mutateAsync({ id: contractId!, ...own });
    } finally {
      setSaving(false);
    }
    void message.success(contractMessages.success);
    onClose();
  };
  const side = party ? contractPartyLabels[party] : '本方';
  return (
    <Modal
      open={contractId !== null}
      title="确认合同条款"
      okText="确认"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready, 'data-testid': 'contract-confirm-ok' }}
      destroyOnHidden
    >
      {ready ? (
        <Form form={form} layout="vertical" name="contract-confirm" data-testid="contract-confirm-form">
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={contractMessages.confirmTerms} />
          <Form.Item
            name="bankName"
            label={`${side}开户行`}
            rules={[...required(contractMessages.ownBankMissing), ...zodRules(shape.bankName)]}
          >
            <Input maxLength={100} placeholder="请输入开户行" data-testid="contract-confirm-bank-name" />
          </Form.Item>
          <Form.Item
            name="bankAccount"
            label={`${side}账号`}
            rules={[...required(contractMessages.ownBankMissing), ...zodRules(shape.bankAccount)]}
          >
            <Input maxLength={100} placeholder="请输入账号" data-testid="contract-confirm-bank-account" />
          </Form.Item>
          <Form.Item name="deputy" label={`${side}委托代理人`} rules={zodRules(shape.deputy)}>
            <Input maxLength={100} placeholder="请输入委托代理人" data-testid="contract-confirm-deputy" />
          </Form.Item>
        </Form>
      ) : (
        <Spin spinning style={{ display: 'block', padding: 32 }} />
      )}
    </Modal>
  );
};

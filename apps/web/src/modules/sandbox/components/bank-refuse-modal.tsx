import { bankSandboxRefuseBody } from '@kc/domain/finance/bank-sandbox';
import { App, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { type BankSandboxApplication, useBankSandboxMutations } from '../bank-api';

type Kind = 'agreement' | 'collateral';
type Values = { kind: Kind; billIds: string[]; reason: string };

const reasonRules = zodRules(bankSandboxRefuseBody.shape.reason);

/**
 * 拒绝: the bank refuses the financing application (agreement.refused; before the pledge is registered), or, still
 * at admission, fails some of the collateral (collateral.admission with result 1): either way the application is
 * refused with the reason and its receipts are released.
 */
export const BankRefuseModal = ({ row, onClose }: { row: BankSandboxApplication | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refuse, admit } = useBankSandboxMutations();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const atAdmission = row?.status === 'received';
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue({ kind: 'agreement', billIds: row.collateral.map((c) => c.billId), reason: '' });
  }, [row, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const reason = v.reason.trim();
    setSaving(true);
    try {
      if (v.kind === 'collateral') {
        const failed = new Set(v.billIds);
        await admit.mutateAsync({
          applyId: row!.applyId,
          results: row!.collateral.map((c) =>
            failed.has(c.billId)
              ? { billId: c.billId, collateralAccResult: 1 as const, reason }
              : { billId: c.billId, collateralAccResult: 0 as const },
          ),
        });
      } else {
        await refuse.mutateAsync({ applyId: row!.applyId, reason });
      }
      void message.success('已拒绝，回调已发出');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      title={`拒绝 · ${row?.applyCode ?? ''}`}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      okText="拒绝"
      okButtonProps={{ danger: true }}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="bank-sandbox-refuse" layout="vertical" data-testid="bank-refuse-form">
        <Form.Item name="kind" label="拒绝方式">
          <Radio.Group
            options={[
              { value: 'agreement', label: '拒绝融资申请' },
              { value: 'collateral', label: '抵质押物准入失败', disabled: !atAdmission },
            ]}
          />
        </Form.Item>
        {kind === 'collateral' && (
          <Form.Item
            name="billIds"
            label="准入失败的仓单"
            rules={[{ type: 'array', min: 1, message: '请选择准入失败的仓单' }]}
          >
            <Checkbox.Group
              options={(row?.collateral ?? []).map((c) => ({
                value: c.billId,
                label: `${c.billCode} ${c.materialName}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="reason" label="原因" rules={reasonRules} required>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="bank-refuse-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

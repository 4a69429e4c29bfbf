import { Alert, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';

type Values = { descr: string };

/**
 * A dialog that asks for a reason (a rejection's 驳回原因 / 驳回意见) and hands it, trimmed, to `onSubmit`; the rules
 * come from the domain schema of the field, the warning (if any) says what the action does.
 */
export const ReasonDialog = ({
  open,
  title,
  label,
  rules,
  maxLength,
  placeholder,
  warning,
  okText = '确定',
  formName,
  okTestId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  rules: Rule[];
  maxLength: number;
  placeholder: string;
  warning?: string;
  okText?: string;
  formName: string;
  okTestId?: string;
  onSubmit: (descr: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { descr } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(descr.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, ...((okTestId ? { 'data-testid': okTestId } : {}) as Record<string, string>) }}
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {warning && <Alert type="warning" showIcon message={warning} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} name={formName} layout="vertical" preserve={false}>
        <Form.Item name="descr" label={label} rules={rules} required>
          <Input.TextArea rows={4} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

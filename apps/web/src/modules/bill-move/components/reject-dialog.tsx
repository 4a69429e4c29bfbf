import { billMoveMessages, billMoveRejectBody } from '@kc/domain/bill-move/bill-move';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';

type Values = { descr: string };
const rules = zodRules(billMoveRejectBody.shape.descr);

/** 驳回: either warehouse refuses the move with a reason; the old receipts stay (or come back) in effect. */
export const RejectDialog = ({
  open,
  onReject,
  onClose,
}: {
  open: boolean;
  onReject: (descr: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { descr } = await form.validateFields();
    setSaving(true);
    try {
      await onReject(descr.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="驳回移库申请"
      okText="确定驳回"
      okButtonProps={{ danger: true, ...({ 'data-testid': 'bill-move-reject-submit' } as Record<string, string>) }}
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={billMoveMessages.confirmReject} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} name="bill-move-reject" layout="vertical" preserve={false}>
        <Form.Item name="descr" label="驳回原因" rules={rules} required>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={billMoveMessages.rejectReason} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

import { enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

type RejectValues = { reviewerReason: string };

/** 审核驳回: the reviewer's opinion is required (spec 1 §5 Enterprise review). */
export const RejectDialog = ({
  open,
  onReject,
  onClose,
}: {
  open: boolean;
  onReject: (reviewerReason: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<RejectValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reviewerReason } = await form.validateFields();
    setSaving(true);
    try {
      await onReject(reviewerReason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="审核驳回"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<RejectValues> form={form} name="enterprise-reject" layout="vertical" preserve={false}>
        <Form.Item
          name="reviewerReason"
          label="审核意见"
          rules={[{ required: true, whitespace: true, message: enterpriseMessages.rejectReasonRequired }]}
        >
          <Input.TextArea rows={4} maxLength={255} showCount placeholder="请输入审核意见" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

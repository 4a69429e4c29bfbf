import { financeMessages } from '@kc/domain/finance/finance';
import { Form, Input, Modal, Radio } from 'antd';
import type { FinanceApply } from '../api';
import { useFinanceMoves } from '../hooks/use-finance-moves';
import { rejectReasonRules } from './finance-reject-dialog';

type Values = { status?: 1 | 2; descr?: string };

/**
 * 审核 from the list: the platform (fourStatus 20) or the warehouse (10) passes or rejects the four-party
 * agreement; a rejection needs its reason; either is confirmed before it is sent (spec 2 §5 Financing review).
 */
export const FinanceReviewDialog = ({ apply, onClose }: { apply: FinanceApply; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const status = Form.useWatch('status', form);
  const moves = useFinanceMoves();
  const submit = async () => {
    const v = await form.validateFields();
    if (v.status === 1) {
      moves.pass(apply, onClose);
      return;
    }
    if (await moves.reject(apply, v.descr!.trim())) onClose();
  };
  return (
    <Modal
      open
      title={`审核四方协议 ${apply.code}`}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'finance-review-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<Values> form={form} name="finance-review" layout="vertical">
        <Form.Item name="status" label="审核状态" rules={[{ required: true, message: financeMessages.auditStatus }]}>
          <Radio.Group
            options={[
              { value: 1, label: '审核通过' },
              { value: 2, label: '驳回' },
            ]}
          />
        </Form.Item>
        {status === 2 && (
          <Form.Item name="descr" label="审核意见" rules={rejectReasonRules} required>
            <Input.TextArea rows={4} maxLength={50} showCount placeholder={financeMessages.rejectReason} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

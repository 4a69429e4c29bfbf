import { disburseSubmitBody, repaymentNoticeBody } from '@kc/domain/finance/disburse';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zodRules } from '../../../components/crud/zod-rules';
import { useDisburseMutations } from '../disburse-api';

type Props = { applyId: string; open: boolean; onClose: () => void };
type DrawdownValues = { amount: string; remark?: string };
type NoticeValues = { amount: string; repayDate: Dayjs };
const rules = {
  amount: zodRules(disburseSubmitBody.shape.amount),
  remark: zodRules(disburseSubmitBody.shape.remark),
  repayAmount: zodRules(repaymentNoticeBody.shape.amount),
};

/** 申请放款: the amount asked of the bank (at most what is left of the amount applied for) and a remark. */
export const DrawdownDialog = ({ applyId, open, onClose }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<DrawdownValues>();
  const { submit } = useDisburseMutations();
  const send = async () => {
    const v = await form.validateFields();
    await submit.mutateAsync({
      applicationId: applyId,
      amount: v.amount.trim(),
      remark: v.remark?.trim() || undefined,
    });
    void message.success('放款申请已发送给银行');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="申请放款"
      okText="提交"
      onOk={() => void send().catch(() => {})}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      <Form<DrawdownValues> form={form} layout="vertical" name="finance-drawdown" data-testid="finance-drawdown-form">
        <Form.Item name="amount" label="申请放款金额" rules={rules.amount} required>
          <Input suffix="元" maxLength={10} data-testid="finance-drawdown-amount" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={rules.remark}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** 还款通知: tells the bank what was repaid and when; the bank's own record is what counts. */
export const RepaymentNoticeDialog = ({ applyId, open, onClose }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<NoticeValues>();
  const { repaymentNotice } = useDisburseMutations();
  const send = async () => {
    const v = await form.validateFields();
    await repaymentNotice.mutateAsync({
      applicationId: applyId,
      amount: v.amount.trim(),
      repayDate: v.repayDate.format('YYYY-MM-DD'),
    });
    void message.success('还款通知已发送给银行，以银行入账为准');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="还款通知"
      okText="发送"
      onOk={() => void send().catch(() => {})}
      onCancel={onClose}
      confirmLoading={repaymentNotice.isPending}
      destroyOnHidden
    >
      <Form<NoticeValues>
        form={form}
        layout="vertical"
        name="finance-repayment-notice"
        initialValues={{ repayDate: dayjs() }}
        data-testid="finance-repayment-form"
      >
        <Form.Item name="amount" label="还款金额" rules={rules.repayAmount} required>
          <Input suffix="元" maxLength={10} data-testid="finance-repayment-amount" />
        </Form.Item>
        <Form.Item name="repayDate" label="还款日期" rules={[{ required: true, message: '请选择还款日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

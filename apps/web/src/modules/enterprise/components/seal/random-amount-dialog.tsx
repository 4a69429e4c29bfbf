import { randomAmount, sealMessages } from '@kc/domain/enterprise/seal';
import { AmountCheck, EsignStatus, esignStatusRow } from '@kc/domain/enterprise/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { Alert, App, Form, Input, Modal } from 'antd';
import { zodRules } from '../../../../components/crud/zod-rules';
import { useVerifyAmount } from '../../api';

const amountRules = zodRules(randomAmount.shape.amount);

type Props = {
  flowId: string;
  onClose: () => void;
  onVerified: () => void;
  /** 204: the amount was wrong, the dialog opens again. */
  onRetry: () => void;
  /** 205: too many tries or too late, the seal application starts over. */
  onReapply: () => void;
};

/** The random amount the provider transferred to the company's account (spec 1 §4, §5 Random amount). */
export const RandomAmountDialog = ({ flowId, onClose, onVerified, onRetry, onReapply }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: string }>();
  const verify = useVerifyAmount();
  const submit = async () => {
    const { amount } = await form.validateFields();
    const outcome = await verify.mutateAsync({ flowId, amount: amount.trim() });
    if (outcome.code === AmountCheck.success) {
      void message.success(outcome.msg || commonMessages.successBang);
      onVerified();
    } else if (outcome.code === AmountCheck.wrongAmount) {
      void message.warning(outcome.msg || sealMessages.amountWrong);
      onRetry();
    } else if (outcome.code === AmountCheck.reapply) {
      void message.warning(outcome.msg || sealMessages.amountReapply);
      onReapply();
    } else {
      void message.warning(outcome.msg);
    }
  };
  return (
    <Modal
      open
      title="填写随机金额"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={verify.isPending}
      width={480}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={esignStatusRow(EsignStatus.transferApplied).meaning}
      />
      <Form form={form} name="random-amount" layout="vertical">
        <Form.Item name="amount" label="随机金额（元）" rules={amountRules}>
          <Input placeholder="请输入对公账户收到的随机金额" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

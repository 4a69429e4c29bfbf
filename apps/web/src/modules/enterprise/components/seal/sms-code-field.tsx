import { SMS_RESEND_SECONDS, sealMessages } from '@kc/domain/enterprise/seal';
import { App, Button, Form, Input, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useSubmitAccount } from '../../api';
import { useCountdown } from '../../hooks/use-countdown';

const INPUT_ID = 'seal-validate-code';

/** The SMS code with its 获取验证码 button; the code goes to the form's `mobile`, then waits 60 s to resend. */
export const SmsCodeField = ({ rules }: { rules: Rule[] }) => {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const send = useSubmitAccount();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const request = async () => {
    const { mobile } = (await form.validateFields(['mobile'])) as { mobile: string };
    await send.mutateAsync(mobile);
    void message.success(sealMessages.smsSent);
    countdown.start();
  };
  return (
    <Form.Item label="手机验证码" required htmlFor={INPUT_ID}>
      <Space.Compact block>
        <Form.Item name="validateCode" rules={rules} noStyle>
          <Input id={INPUT_ID} placeholder="请输入手机验证码" maxLength={10} />
        </Form.Item>
        <Button
          onClick={() => void request().catch(() => {})}
          loading={send.isPending}
          disabled={countdown.left > 0}
          style={{ minWidth: 128 }}
        >
          {countdown.left > 0 ? `${countdown.left}s后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
};

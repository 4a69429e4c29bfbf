import { profileMessages, typedPassword } from '@kc/domain/user/profile';
import { App, Button, Form, Input } from 'antd';
import SparkMD5 from 'spark-md5';
import { logout } from '../../../app/api-client';
import { zodRules } from '../../../components/crud/zod-rules';
import { useUpdatePassword } from './profile-api';

type PasswordValues = { oldPassword: string; newPassword: string; newPassword1: string };

export const PasswordTab = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useUpdatePassword();
  // spec 1 §5 Profile: every password leaves the browser md5-hashed.
  const submit = async (v: PasswordValues) => {
    await change.mutateAsync({
      oldPassword: SparkMD5.hash(v.oldPassword),
      newPassword: SparkMD5.hash(v.newPassword),
      newPassword1: SparkMD5.hash(v.newPassword1),
    });
    void message.success(profileMessages.passwordChanged);
    await logout();
  };
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      onFinish={(v) => void submit(v).catch(() => {})}
    >
      <Form.Item
        name="oldPassword"
        label="原密码"
        rules={[{ required: true, message: profileMessages.oldPasswordRequired }]}
      >
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={zodRules(typedPassword)}>
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label="确认密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: profileMessages.newPassword1Required },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(profileMessages.passwordMismatch);
            },
          }),
        ]}
      >
        <Input.Password placeholder="请输入确认密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
};

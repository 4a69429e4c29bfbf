import { doneMessages } from '@kc/domain/shared/messages';
import { type ProfileForm, profileForm } from '@kc/domain/user/profile';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useUserInfo } from '../../../app/session-queries';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { AvatarUpload } from './avatar-upload';
import { useUpdateInfo } from './profile-api';

const rules = zodFormRules(profileForm.shape);

type InfoValues = ProfileForm & { account?: string; enterpriseName?: string | null };

export const InfoTab = () => {
  const { message } = App.useApp();
  const { data: info } = useUserInfo();
  const [form] = Form.useForm<InfoValues>();
  const save = useUpdateInfo();
  useEffect(() => {
    if (!info) return;
    form.setFieldsValue({
      avatar: info.avatar ?? undefined,
      account: info.account,
      name: info.name ?? undefined,
      realName: info.realName ?? '',
      phone: info.phone ?? undefined,
      email: info.email ?? undefined,
      enterpriseName: info.enterpriseName,
    });
  }, [info, form]);
  const submit = async ({ avatar, name, realName, phone, email }: InfoValues) => {
    await save.mutateAsync({ avatar, name, realName, phone, email });
    void message.success(doneMessages.saved);
  };
  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      onFinish={(v) => void submit(v).catch(() => {})}
    >
      <Form.Item name="avatar" label="头像">
        <AvatarUpload link={info?.avatarLink} />
      </Form.Item>
      <Form.Item name="account" label="登录账号">
        <Input disabled />
      </Form.Item>
      <Form.Item name="name" label="用户昵称" rules={rules.name}>
        <Input placeholder="请输入用户昵称" maxLength={50} />
      </Form.Item>
      <Form.Item name="realName" label="用户姓名" rules={rules.realName}>
        <Input placeholder="请输入姓名" maxLength={50} />
      </Form.Item>
      <Form.Item name="phone" label="手机号码" rules={rules.phone}>
        <Input placeholder="请输入手机号码" maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label="电子邮箱" rules={rules.email}>
        <Input placeholder="请输入电子邮箱" maxLength={50} />
      </Form.Item>
      <Form.Item name="enterpriseName" label="所属企业">
        <Input disabled />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
};

import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, InputNumber, Radio } from 'antd';
import { useEffect } from 'react';
import {
  PAY_MODES,
  type PayMode,
  type SandboxPaySettings,
  useSandboxPayMutations,
  useSandboxPaySettings,
} from '../pay-api';

const modeLabels: Record<PayMode, string> = {
  normal: '正常（送达一次，失败重试）',
  twice: '每条通知发两次',
  late: '暂缓送达（待放行）',
  outOfOrder: '乱序送达',
  tampered: '篡改金额（应被拒绝）',
  badSignature: '签名错误',
};

/** How the sandbox delivers the providers' notifications, how fast its clock runs, and 放行 for held ones. */
export const PaySettingsBar = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<SandboxPaySettings>();
  const { data } = useSandboxPaySettings();
  const { saveSettings, release } = useSandboxPayMutations();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const save = async (v: SandboxPaySettings) => {
    await saveSettings.mutateAsync({ mode: v.mode, timeScale: v.timeScale ?? 1 });
    void message.success(doneMessages.saved);
  };
  return (
    <Form<SandboxPaySettings>
      form={form}
      name="sandbox-pay-settings"
      layout="inline"
      style={{ rowGap: 12, marginBottom: 16 }}
      initialValues={{ mode: 'normal', timeScale: 1 }}
      onFinish={(v) => void save(v).catch(() => {})}
    >
      <Form.Item name="mode" label="通知方式">
        <Radio.Group
          data-testid="sandbox-pay-mode"
          options={PAY_MODES.map((m) => ({ value: m, label: modeLabels[m] }))}
        />
      </Form.Item>
      <Form.Item name="timeScale" label="时间倍率" extra="重试间隔按此倍率缩短">
        <InputNumber min={0} step={1} style={{ width: 120 }} data-testid="sandbox-pay-time-scale" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveSettings.isPending} data-testid="sandbox-pay-save">
        保存设置
      </Button>
      <Button
        style={{ marginLeft: 8 }}
        loading={release.isPending}
        data-testid="sandbox-pay-release"
        onClick={() =>
          void release
            .mutateAsync()
            .then(() => void message.success('已放行暂缓的通知'))
            .catch(() => {})
        }
      >
        放行
      </Button>
    </Form>
  );
};

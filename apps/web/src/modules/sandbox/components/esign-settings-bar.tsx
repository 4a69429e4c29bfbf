import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { type SandboxSettings, useSandboxMutations, useSandboxSettings } from '../api';
import { esignOutcomeOptions } from './esign-outcomes';

/** What the next new application meets, and how fast the sandbox moves flows on by itself. */
export const EsignSettingsBar = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<SandboxSettings>();
  const { data } = useSandboxSettings();
  const { saveSettings } = useSandboxMutations();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  const save = async (values: SandboxSettings) => {
    await saveSettings.mutateAsync({ nextOutcome: values.nextOutcome, stepMs: values.stepMs ?? 0 });
    void message.success(doneMessages.saved);
  };
  return (
    <Form<SandboxSettings>
      form={form}
      name="sandbox-esign-settings"
      layout="inline"
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(v) => void save(v).catch(() => {})}
    >
      <Form.Item name="nextOutcome" label="下一次申请的结果">
        <Select options={esignOutcomeOptions} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="stepMs" label="自动推进间隔" extra="毫秒，0 = 手动（只由「推进一步」推进）">
        <InputNumber min={0} step={500} precision={0} style={{ width: 140 }} suffix="ms" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveSettings.isPending}>
        保存设置
      </Button>
    </Form>
  );
};

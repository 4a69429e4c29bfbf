import { doneMessages } from '@kc/domain/shared/messages';
import { WMS_SANDBOX_MODES, type WmsSandboxMode, wmsSandboxModeLabels } from '@kc/domain/wms/wms-sandbox';
import { App, Button, Form, InputNumber, Radio } from 'antd';
import { useEffect } from 'react';
import { useWmsSandboxMutations, useWmsSandboxSettings } from '../wms-api';

type Values = { mode: WmsSandboxMode; timeScale: number };

/** How the WMS pushes its changes to the platform, how fast its retries come, and 放行 for held pushes. */
export const WmsSettingsBar = ({ unit }: { unit: string }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data } = useWmsSandboxSettings(unit);
  const { saveSettings, release } = useWmsSandboxMutations();
  useEffect(() => {
    if (data) form.setFieldsValue({ mode: data.mode, timeScale: data.timeScale });
  }, [data, form]);
  const save = async (v: Values) => {
    await saveSettings.mutateAsync({ unit, mode: v.mode, timeScale: v.timeScale ?? 1 });
    void message.success(doneMessages.saved);
  };
  return (
    <Form<Values>
      form={form}
      name="wms-sandbox-settings"
      layout="inline"
      style={{ rowGap: 12, marginBottom: 16 }}
      initialValues={{ mode: 'normal', timeScale: 1 }}
      onFinish={(v) => void save(v).catch(() => {})}
    >
      <Form.Item name="mode" label="推送方式">
        <Radio.Group options={WMS_SANDBOX_MODES.map((m) => ({ value: m, label: wmsSandboxModeLabels[m] }))} />
      </Form.Item>
      <Form.Item name="timeScale" label="时间倍率" extra="重试间隔按此倍率缩短">
        <InputNumber min={0} max={10} step={0.1} style={{ width: 120 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveSettings.isPending}>
        保存设置
      </Button>
      <Button
        style={{ marginLeft: 8 }}
        loading={release.isPending}
        onClick={() =>
          void release
            .mutateAsync(unit)
            .then((n) => void message.success(`已放行 ${n} 次推送`))
            .catch(() => {})
        }
      >
        放行
      </Button>
    </Form>
  );
};

import { BANK_SANDBOX_MODES, type BankSandboxMode, bankSandboxModeLabels } from '@kc/domain/finance/bank-sandbox';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, InputNumber, Radio, Switch, Tooltip } from 'antd';
import { useEffect } from 'react';
import { type BankSandboxSettings, useBankSandboxMutations, useBankSandboxSettings } from '../bank-api';

/** The short names on the bar; the domain's labels say what each does (shown on hover). */
const shortLabels: Record<BankSandboxMode, string> = {
  normal: '正常',
  pushFail: '推送失败',
  reject: '拒绝受理',
  hold: '暂扣回调',
  twice: '重复回调',
};

type Values = Pick<BankSandboxSettings, 'mode' | 'timeScale' | 'admissionNeedsCustomer'>;

/** How the sandbox bank behaves (its pushes answered, its callbacks sent) and how fast its retries come. */
export const BankModeBar = () => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data } = useBankSandboxSettings();
  const { saveSettings } = useBankSandboxMutations();
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        mode: data.mode,
        timeScale: data.timeScale,
        admissionNeedsCustomer: data.admissionNeedsCustomer,
      });
  }, [data, form]);
  const save = async (v: Values) => {
    await saveSettings.mutateAsync({
      mode: v.mode,
      timeScale: v.timeScale ?? 1,
      admissionNeedsCustomer: v.admissionNeedsCustomer ?? true,
    });
    void message.success(doneMessages.saved);
  };
  return (
    <Form<Values>
      form={form}
      name="bank-sandbox-settings"
      layout="inline"
      style={{ rowGap: 12, marginBottom: 16 }}
      initialValues={{ mode: 'normal', timeScale: 1, admissionNeedsCustomer: true }}
      onFinish={(v) => void save(v).catch(() => {})}
    >
      <Form.Item name="mode" label="银行行为">
        <Radio.Group
          optionType="button"
          data-testid="sandbox-bank-mode"
          options={BANK_SANDBOX_MODES.map((m) => ({
            value: m,
            label: <Tooltip title={bankSandboxModeLabels[m]}>{shortLabels[m]}</Tooltip>,
          }))}
        />
      </Form.Item>
      <Form.Item name="timeScale" label="时间倍率" extra="回调重试间隔按此倍率缩短">
        <InputNumber min={0} max={10} step={0.1} style={{ width: 120 }} data-testid="sandbox-bank-time-scale" />
      </Form.Item>
      <Form.Item
        name="admissionNeedsCustomer"
        label="准入校验借款人建客与征信授权"
        valuePropName="checked"
        tooltip="开启时，带借款人的融资申请须借款人已在本行建客且征信授权已签署才能准入"
      >
        <Switch data-testid="sandbox-bank-admission-customer" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saveSettings.isPending} data-testid="sandbox-bank-save">
        保存设置
      </Button>
    </Form>
  );
};

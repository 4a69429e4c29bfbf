import { WMS_ALARM_KINDS, wmsSandboxAlarmKindLabels, wmsSandboxRaiseAlarmBody } from '@kc/domain/wms/wms-sandbox';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useId } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import {
  useWmsSandboxContainers,
  useWmsSandboxDevices,
  useWmsSandboxMutations,
  type WmsSandboxContainer,
} from '../wms-api';

const rules = zodFormRules(wmsSandboxRaiseAlarmBody.shape);
type Values = {
  kind: (typeof WMS_ALARM_KINDS)[number];
  containerId?: string;
  trayCodes?: string[];
  deviceCodes?: string[];
  content?: string;
};

/** 触发告警: an alarm raised by hand, on a container (and some of its trays) or on devices. */
export const WmsRaiseAlarmModal = ({
  unit,
  open = false,
  container,
  onClose,
}: {
  unit: string;
  open?: boolean;
  container: WmsSandboxContainer | null;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const name = `wms-raise-alarm-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const shown = open || container != null;
  const { data: page } = useWmsSandboxContainers(unit, { current: 1, size: 100 });
  const { data: devices } = useWmsSandboxDevices(unit);
  const { raiseAlarm } = useWmsSandboxMutations();
  const kind = Form.useWatch('kind', form);
  const containerId = Form.useWatch('containerId', form);
  const containers = page?.records.filter((c) => !c.removed) ?? [];
  const chosen = containers.find((c) => c.containerId === containerId) ?? container;
  useEffect(() => {
    if (!shown) return;
    form.resetFields();
    form.setFieldsValue({ kind: 'container', containerId: container?.containerId });
  }, [shown, container, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await raiseAlarm.mutateAsync({ unit, ...v, content: v.content?.trim() || undefined });
    void message.success('已触发告警');
    onClose();
  };
  return (
    <Modal
      open={shown}
      title="触发告警"
      okText="确定"
      cancelText="取消"
      confirmLoading={raiseAlarm.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name={name} layout="vertical">
        <Form.Item name="kind" label="告警类型" rules={rules.kind}>
          <Select options={WMS_ALARM_KINDS.map((k) => ({ value: k, label: wmsSandboxAlarmKindLabels[k] }))} />
        </Form.Item>
        {kind === 'offline' ? (
          <Form.Item name="deviceCodes" label="设备">
            <Select
              mode="multiple"
              options={(devices ?? []).map((d) => ({ value: d.deviceCode, label: d.deviceName ?? d.deviceCode }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="containerId" label="货箱">
              <Select
                allowClear
                options={containers.map((c) => ({ value: c.containerId, label: c.caseNumber }))}
                onChange={() => form.setFieldValue('trayCodes', [])}
              />
            </Form.Item>
            <Form.Item name="trayCodes" label="托盘">
              <Select
                mode="multiple"
                options={(chosen?.goods ?? [])
                  .flatMap((g) => g.trays)
                  .filter((t) => !t.removed)
                  .map((t) => ({ value: t.trayCode, label: t.trayCode }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="content" label="告警内容" rules={rules.content}>
          <Input placeholder="留空按告警类型生成" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useWmsSandboxContainers, useWmsSandboxMutations, type WmsSandboxDevice } from '../wms-api';

type Values = { deviceCode?: string; siteCode?: string; epcCodes: string };

/**
 * 扫描标签: a reader reads tags (one EPC code a line). Known tags get a fresh last read; an unknown tag, or one read
 * away from its tray's place, is a warned read.
 */
export const WmsScanModal = ({
  open,
  unit,
  devices,
  onClose,
}: {
  open: boolean;
  unit: string;
  devices: WmsSandboxDevice[];
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: page } = useWmsSandboxContainers(unit, { current: 1, size: 100 });
  const { scan } = useWmsSandboxMutations();
  const allTags = () =>
    (page?.records ?? [])
      .flatMap((c) => c.goods.flatMap((g) => g.trays))
      .filter((t) => !t.removed && t.rfidCode)
      .map((t) => t.rfidCode!)
      .join('\n');
  useEffect(() => {
    if (open) form.setFieldsValue({ deviceCode: devices.find((d) => d.online)?.deviceCode, epcCodes: '' });
  }, [open, devices, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const epcCodes = v.epcCodes
      .split(/[\s,，]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const scans = await scan.mutateAsync({
      unit,
      epcCodes,
      deviceCode: v.deviceCode || undefined,
      siteCode: v.siteCode?.trim() || undefined,
    });
    const warned = scans.filter((s) => s.warn).length;
    void message.success(`已读取 ${scans.length} 个标签${warned ? `，其中 ${warned} 个预警` : ''}`);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="扫描标签"
      okText="确定"
      cancelText="取消"
      confirmLoading={scan.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="wms-sandbox-scan" layout="vertical">
        <Form.Item name="deviceCode" label="读写器">
          <Select
            allowClear
            options={devices.map((d) => ({ value: d.deviceCode, label: d.deviceName ?? d.deviceCode }))}
          />
        </Form.Item>
        <Form.Item name="siteCode" label="读取库位" extra="填写后，与托盘库位不符的标签记为预警">
          <Input placeholder="可不填" />
        </Form.Item>
        <Form.Item
          name="epcCodes"
          label="EPC编码"
          rules={[{ required: true, whitespace: true, message: '请输入要扫描的标签' }]}
          extra={
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => form.setFieldValue('epcCodes', allTags())}
            >
              填入在库全部标签
            </Button>
          }
        >
          <Input.TextArea rows={6} placeholder="每行一个EPC编码" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

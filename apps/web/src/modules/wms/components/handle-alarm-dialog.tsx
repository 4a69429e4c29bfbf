import { handleAlarmBody, wmsMessages } from '@kc/domain/wms/wms';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useWmsMutations } from '../api';

type Values = { descr: string };
const rules = zodFormRules(handleAlarmBody.shape);

/** 处理 an alarm (its warehouse or the platform): a reason; the receipts it held at 90 return to their status. */
export const HandleAlarmDialog = ({
  alarmId,
  open,
  onClose,
}: {
  alarmId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { handleAlarm } = useWmsMutations();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { descr } = await form.validateFields();
    setSaving(true);
    try {
      await handleAlarm.mutateAsync({ id: alarmId, descr: descr.trim() });
      void message.success(wmsMessages.handled);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="处理告警"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={wmsMessages.confirmHandle} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} name="wms-alarm-handle" layout="vertical" preserve={false}>
        <Form.Item name="descr" label="处理说明" rules={rules.descr} required>
          <Input.TextArea rows={4} maxLength={200} showCount placeholder={wmsMessages.handleDescr} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

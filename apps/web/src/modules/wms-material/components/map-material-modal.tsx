import { updateWmsMaterialIdBody } from '@kc/domain/goods/wms-material';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { MaterialSelect } from '../../../components/material-select';

const materialRules = zodRules(updateWmsMaterialIdBody.shape.materialId);

export type MapMaterialModalProps = {
  /** The selected mapping rows; the dialog is open while there are some. */
  ids: string[];
  onSave: (materialId: string) => Promise<unknown>;
  onClose: () => void;
};

/** 映射仓储物: maps the selected external goods rows to one storage category (wmsMaterial/updateWmsMaterialId). */
export const MapMaterialModal = ({ ids, onSave, onClose }: MapMaterialModalProps) => {
  const open = ids.length > 0;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ materialId?: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = async () => {
    const { materialId } = await form.validateFields();
    setSaving(true);
    try {
      await onSave(String(materialId));
      void message.success(doneMessages.mapped);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="映射仓储物"
      onCancel={onClose}
      onOk={() => void save().catch(() => {})}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="wms-material-map" layout="vertical">
        <Form.Item name="materialId" label="仓储物" rules={materialRules} required>
          <MaterialSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
};

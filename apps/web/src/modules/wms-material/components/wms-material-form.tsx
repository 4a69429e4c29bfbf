import { type WmsMaterialForm as WmsMaterialFormData, wmsMaterialForm } from '@kc/domain/goods/wms-material';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Card, Col, Form, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { MaterialSelect } from '../../../components/material-select';
import { WarehouseSelect } from '../../../components/warehouse-select';
import type { WmsMaterialPayload } from '../api';
import { useOwnWarehouse } from '../hooks/use-own-warehouse';
import { WmsMaterialRows } from './wms-material-rows';

type Values = Partial<Pick<WmsMaterialFormData, 'warehouseId' | 'materialId'>> & {
  materialAddList?: { externalMaterialId?: string; wmsMaterialName?: string }[];
};

const warehouseRules = zodRules(wmsMaterialForm.shape.warehouseId);
const materialRules = zodRules(wmsMaterialForm.shape.materialId);

export type WmsMaterialFormProps = {
  onSubmit: (payload: WmsMaterialPayload) => Promise<unknown>;
  onDone: () => void;
  onBack: () => void;
};

/** 货物类别映射: a warehouse, a storage category and the WMS code / name rows mapped to it. */
export const WmsMaterialForm = ({ onSubmit, onDone, onBack }: WmsMaterialFormProps) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const ownWarehouse = useOwnWarehouse();
  useEffect(() => {
    if (ownWarehouse) form.setFieldsValue({ warehouseId: ownWarehouse });
  }, [ownWarehouse, form]);
  const save = async () => {
    const values = await form.validateFields();
    // The whole form once more: what the fields can't see alone (a code repeated across rows).
    const parsed = wmsMaterialForm.safeParse(values);
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '格式有误');
      return;
    }
    const { warehouseId, materialId, materialAddList } = parsed.data;
    setSaving(true);
    try {
      await onSubmit({ warehouseId, materialId, materialAddList });
      void message.success(doneMessages.saved);
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title="货物类别映射"
      extra={
        <Space>
          <Button onClick={onBack}>返回</Button>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => {})}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name="wms-material-form"
        layout="vertical"
        initialValues={{ materialAddList: [{}] }}
        style={{ maxWidth: 960 }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="warehouseId" label="所在仓库" rules={warehouseRules} required>
              <WarehouseSelect
                placeholder="请选择所在仓库"
                disabled={Boolean(ownWarehouse)}
                allowClear={!ownWarehouse}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="materialId" label="仓储物" rules={materialRules} required>
              <MaterialSelect />
            </Form.Item>
          </Col>
        </Row>
        <WmsMaterialRows />
      </Form>
    </Card>
  );
};

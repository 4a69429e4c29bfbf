import { inboundMessages, inboundSubmitBody } from '@kc/domain/inbound/inbound';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { WarehouseSelect } from '../../../components/warehouse-select';
import { InputMaterialSelect } from './input-material-select';

const { shape } = inboundSubmitBody;
const rules = zodFormRules({
  warehouseId: shape.warehouseId,
  materialId: shape.materialId,
  reservePerson: shape.reservePerson,
  reservePhone: shape.reservePhone,
  remark: shape.remark,
});

/** antd's DatePicker format of the API's yyyy-MM-dd HH:mm:ss. */
export const RESERVE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The order's own fields: where, what, when and who comes. */
export const ApplyFields = ({ onMaterialChange }: { onMaterialChange: (materialId: string | undefined) => void }) => (
  <Row gutter={16}>
    <Col xs={24} md={12} xl={8}>
      <Form.Item name="warehouseId" label="仓库" rules={rules.warehouseId} required>
        <WarehouseSelect />
      </Form.Item>
    </Col>
    <Col xs={24} md={12} xl={8}>
      <Form.Item name="materialId" label="仓储物类别" rules={rules.materialId} required>
        <InputMaterialSelect onChange={onMaterialChange} />
      </Form.Item>
    </Col>
    <Col xs={24} md={12} xl={8}>
      <Form.Item
        name="reserveTime"
        label="预约入库时间"
        rules={[{ required: true, message: inboundMessages.reserveTimeRequired }]}
      >
        <DatePicker showTime format={RESERVE_TIME_FORMAT} style={{ width: '100%' }} placeholder="请选择预约入库时间" />
      </Form.Item>
    </Col>
    <Col xs={24} md={12} xl={8}>
      <Form.Item name="reservePerson" label="预约人" rules={rules.reservePerson} required>
        <Input placeholder="请输入预约人" maxLength={50} />
      </Form.Item>
    </Col>
    <Col xs={24} md={12} xl={8}>
      <Form.Item name="reservePhone" label="预约电话" rules={rules.reservePhone} required>
        <Input placeholder="请输入预约电话" maxLength={20} />
      </Form.Item>
    </Col>
    <Col xs={24} md={24} xl={8}>
      <Form.Item name="remark" label="备注" rules={rules.remark}>
        <Input.TextArea placeholder="请输入备注" maxLength={200} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </Col>
  </Row>
);

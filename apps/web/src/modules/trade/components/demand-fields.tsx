import { contactNameField, contactPhoneField, todayText } from '@kc/domain/trade/demand';
import { amountField, optionalFigure, priceField } from '@kc/domain/trade/figures';
import { listingName, listingRemark } from '@kc/domain/trade/listing';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { zodRules } from '../../../components/crud/zod-rules';
import { MaterialSelect } from '../../../components/material-select';
import type { CategoryAttr } from '../api';
import { TradeAttrInputs } from './trade-attr-inputs';

const rules = {
  name: zodRules(listingName),
  amount: zodRules(optionalFigure(amountField)),
  price: zodRules(optionalFigure(priceField)),
  contactName: zodRules(contactNameField),
  contactPhone: zodRules(contactPhoneField),
  remark: zodRules(listingRemark),
};

/** Before today (Asia/Shanghai) cannot be chosen. */
const beforeToday = (d: Dayjs) => d.format('YYYY-MM-DD') < todayText();

/** The demand form: category, name, attributes wanted (blank: any), weight or quantity, price, contact, date. */
export const DemandFields = ({ tradeAttrs }: { tradeAttrs: CategoryAttr[] }) => (
  <>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="materialId" label="货物类别" rules={[{ required: true, message: '请选择货物类别' }]}>
          <MaterialSelect placeholder="请选择货物类别" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="validUntil" label="有效期至" rules={[{ required: true, message: '请选择有效期至' }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={beforeToday} />
        </Form.Item>
      </Col>
    </Row>
    <Form.Item name="name" label="求购名称" rules={rules.name}>
      <Input placeholder="请填写求购名称" maxLength={100} />
    </Form.Item>
    <TradeAttrInputs attrs={tradeAttrs} required={false} />
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="totalWeight" label="求购重量" rules={rules.amount}>
          <Input placeholder="重量或数量至少填一项" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="totalQuantity" label="求购数量" rules={rules.amount}>
          <Input placeholder="重量或数量至少填一项" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="price" label="期望单价（元）" rules={rules.price}>
          <Input placeholder="可不填" />
        </Form.Item>
      </Col>
    </Row>
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="contactName" label="联系人" rules={rules.contactName}>
          <Input placeholder="请填写联系人" maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="contactPhone" label="联系电话" rules={rules.contactPhone}>
          <Input placeholder="请填写联系电话" maxLength={20} />
        </Form.Item>
      </Col>
    </Row>
    <Form.Item name="remark" label="备注" rules={rules.remark}>
      <Input.TextArea rows={2} maxLength={200} showCount placeholder="交货地点、付款方式等" />
    </Form.Item>
  </>
);

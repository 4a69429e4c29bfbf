import { figureMessages, TRADE_ATTR_VALUE_MAX, tradeAttrInput } from '@kc/domain/trade/figures';
import { Col, Form, Input, Row } from 'antd';
import { zodRules } from '../../../components/crud/zod-rules';
import type { CategoryAttr } from '../api';

const valueRules = zodRules(tradeAttrInput.shape.value, false);

/**
 * One input per trade attribute of the category (isTrade 1), cut at 20 characters (spec 2 §5). A listing needs
 * each ('请填写{attribute}'); a demand may leave any blank. `locked` ones come from the receipt.
 */
export const TradeAttrInputs = ({
  attrs,
  required,
  locked = new Set<string>(),
}: {
  attrs: CategoryAttr[];
  required: boolean;
  locked?: Set<string>;
}) => (
  <Row gutter={16}>
    {attrs.map((a) => (
      <Col key={a.attrCode} xs={24} md={12}>
        <Form.Item
          name={['attrValues', a.attrCode]}
          label={a.attrName}
          rules={[{ required, whitespace: true, message: figureMessages.attrRequired(a.attrName) }, ...valueRules]}
        >
          <Input
            placeholder={required ? `请填写${a.attrName}` : '不限'}
            maxLength={TRADE_ATTR_VALUE_MAX}
            disabled={locked.has(a.attrCode)}
          />
        </Form.Item>
      </Col>
    ))}
  </Row>
);

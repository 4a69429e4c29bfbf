import { measureText } from '@kc/domain/shared/measure';
import { amountField, priceField } from '@kc/domain/trade/figures';
import { ListingSource, listingName, listingRemark, listingSourceLabels } from '@kc/domain/trade/listing';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { zodRules } from '../../../components/crud/zod-rules';
import { MaterialSelect } from '../../../components/material-select';
import { useDict } from '../../../components/use-dict';
import type { useListingEditor } from '../hooks/use-listing-editor';
import { TradeAttrInputs } from './trade-attr-inputs';

type Editor = ReturnType<typeof useListingEditor>;

const rules = {
  name: zodRules(listingName),
  price: zodRules(priceField),
  amount: zodRules(amountField),
  remark: zodRules(listingRemark),
};

const sourceOptions = [ListingSource.ownStock, ListingSource.receipt].map((value) => ({
  value,
  label: listingSourceLabels[value],
}));

/** The listing form: category, source (own stock or a receipt of mine in effect), name, attributes, figures. */
export const ListingFields = ({ editor }: { editor: Editor }) => {
  const weightUnits = useDict('weight_unit');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="materialId" label="货物类别" rules={[{ required: true, message: '请选择货物类别' }]}>
            <MaterialSelect placeholder="请选择货物类别" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="source" label="货物来源" rules={[{ required: true, message: '请选择货物来源' }]}>
            <Radio.Group options={sourceOptions} />
          </Form.Item>
        </Col>
      </Row>
      {editor.fromReceipt && (
        <Form.Item name="billId" label="仓单" rules={[{ required: true, message: '请选择仓单！' }]}>
          <Select
            placeholder="请选择本企业已生效的仓单"
            loading={editor.receiptsLoading}
            notFoundContent="暂无可上架的仓单"
            showSearch={{ optionFilterProp: 'label' }}
            onChange={editor.chooseReceipt}
            options={editor.receipts.map((r) => ({
              value: r.id,
              label: `${r.code}（${r.warehouseName ?? '-'}，${measureText(r.totalWeight, weightUnits.isSuccess ? weightUnits.labelOf(r.weightUnit) : null)}）`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label="货物名称" rules={rules.name}>
        <Input placeholder="请填写货物名称" maxLength={100} />
      </Form.Item>
      <TradeAttrInputs attrs={editor.tradeAttrs} required locked={editor.locked} />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="price" label="单价（元）" rules={rules.price}>
            <Input placeholder="请填写单价" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="totalWeight" label="总重量" rules={editor.fromReceipt ? [] : rules.amount}>
            <Input placeholder="请填写总重量" disabled={editor.fromReceipt} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="totalQuantity" label="总数量" rules={editor.fromReceipt ? [] : rules.amount}>
            <Input placeholder="请填写总数量" disabled={editor.fromReceipt} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label="备注" rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="交货地点、质量说明等" />
      </Form.Item>
    </>
  );
};

import { baseMaterialForm } from '@kc/domain/goods/base-material';
import { Form, Input, Radio } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { FormCol, FormGrid } from './form-grid';
import { pricingModeOptions } from './goods-options';
import { SortStatusCols } from './sort-status-cols';

const rules = zodFormRules(baseMaterialForm.shape);

/** The category's own fields: name, code, pricing mode, CCB type, units, sort and status. */
export const BaseMaterialFields = () => (
  <FormGrid>
    <FormCol>
      <Form.Item name="name" label="仓储物名称" rules={rules.name}>
        <Input placeholder="请输入仓储物名称" maxLength={200} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="code" label="类别编码" rules={rules.code}>
        <Input placeholder="请输入类别编码" maxLength={50} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="pricingMode" label="计价方式" rules={rules.pricingMode}>
        <Radio.Group options={pricingModeOptions} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="ccbType" label="建行货物类型" rules={rules.ccbType}>
        <DictSelect code="ccb_cargo_type" placeholder="请选择建行货物类型" />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="weightUnit" label="重量单位" rules={rules.weightUnit}>
        <DictSelect code="weight_unit" placeholder="请选择重量单位" />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="numberUnit" label="数量单位" rules={rules.numberUnit}>
        <DictSelect code="number_unit" placeholder="请选择数量单位" />
      </Form.Item>
    </FormCol>
    <SortStatusCols rules={rules} statusLabel="显示状态" />
  </FormGrid>
);

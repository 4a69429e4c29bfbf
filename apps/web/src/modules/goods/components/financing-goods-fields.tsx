import { financingGoodsForm } from '@kc/domain/goods/financing';
import { Form, Input, Radio, Select } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { BankSelect } from './bank-select';
import { FormCol, FormGrid } from './form-grid';
import { financingTypeOptions, pricingModeOptions } from './goods-options';
import { SortStatusCols } from './sort-status-cols';

const rules = zodFormRules(financingGoodsForm.shape);

/** The financing goods' own fields: bank, code, name, type, pricing mode, sort and status. */
export const FinancingGoodsFields = () => (
  <FormGrid>
    <FormCol>
      <Form.Item name="bankEnterpriseId" label="金融机构" rules={rules.bankEnterpriseId}>
        <BankSelect />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="code" label="编码" rules={rules.code}>
        <Input placeholder="请输入编码" maxLength={50} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="name" label="名称" rules={rules.name}>
        <Input placeholder="请输入名称" maxLength={200} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="type" label="融资货物类型" rules={rules.type}>
        <Select placeholder="请选择融资货物类型" options={financingTypeOptions} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="pricingMode" label="计价方式" rules={rules.pricingMode}>
        <Radio.Group options={pricingModeOptions} />
      </Form.Item>
    </FormCol>
    <SortStatusCols rules={rules} />
  </FormGrid>
);

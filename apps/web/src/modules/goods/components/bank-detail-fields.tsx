import { bankMaterialDetailForm } from '@kc/domain/goods/financing';
import { Form, Input } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { BankSelect } from './bank-select';
import { FormCol, FormGrid } from './form-grid';
import { SortStatusCols } from './sort-status-cols';

const rules = zodFormRules(bankMaterialDetailForm.shape);

/** A bank's own name, code, sort and status for the category. */
export const BankDetailFields = () => (
  <FormGrid>
    <FormCol>
      <Form.Item name="bankEnterpriseId" label="金融机构" rules={rules.bankEnterpriseId}>
        <BankSelect />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="name" label="名称" rules={rules.name}>
        <Input placeholder="请输入名称" maxLength={200} />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="code" label="编码" rules={rules.code}>
        <Input placeholder="请输入编码" maxLength={50} />
      </Form.Item>
    </FormCol>
    <SortStatusCols rules={rules} />
  </FormGrid>
);

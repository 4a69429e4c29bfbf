import { Form, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { FormCol } from './form-grid';
import { materialStatusOptions } from './goods-options';
import { SortInput } from './sort-input';

type Props = { rules: { sort?: Rule[]; status?: Rule[] }; statusLabel?: string };

/** The 排序 and status columns every goods form ends with. */
export const SortStatusCols = ({ rules, statusLabel = '状态' }: Props) => (
  <>
    <FormCol>
      <Form.Item name="sort" label="排序" rules={rules.sort}>
        <SortInput />
      </Form.Item>
    </FormCol>
    <FormCol>
      <Form.Item name="status" label={statusLabel} rules={rules.status}>
        <Select placeholder={`请选择${statusLabel}`} options={materialStatusOptions} />
      </Form.Item>
    </FormCol>
  </>
);

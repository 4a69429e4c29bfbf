import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { DictSelect } from '../../../components/dict-select';
import type { SignBillSearch } from '../api';

export const SignBillSearchForm = ({ onSearch }: { onSearch: (v: SignBillSearch) => void }) => (
  <SearchForm<SignBillSearch> name="batch-sign-search" onSearch={onSearch}>
    <Form.Item name="code" label="仓单编号">
      <Input placeholder="请输入仓单编号" allowClear maxLength={80} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="status_equal" label="仓单状态">
      <DictSelect code="ple_bill_status" style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);

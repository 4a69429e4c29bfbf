import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { DictSelect } from '../../../components/dict-select';
import type { InspectionSearch } from '../inspection-api';

export const InspectionSearchForm = ({ onSearch }: { onSearch: (s: InspectionSearch) => void }) => (
  <SearchForm<InspectionSearch> name="inspection-search" onSearch={onSearch}>
    <Form.Item name="inputCode" label="入库单号">
      <Input placeholder="请输入入库单号" allowClear maxLength={80} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <DictSelect code="test_status" style={{ width: 150 }} />
    </Form.Item>
  </SearchForm>
);

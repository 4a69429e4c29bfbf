import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { DictSearch } from '../hooks/use-dict-admin';

export const DictSearchForm = ({ onSearch }: { onSearch: (s: DictSearch) => void }) => (
  <SearchForm<DictSearch> name="dict-search" onSearch={onSearch}>
    <Form.Item name="code" label="字典编号">
      <Input placeholder="请输入字典编号" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="dictValue" label="字典名称">
      <Input placeholder="请输入字典名称" allowClear style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);

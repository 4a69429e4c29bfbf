import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { MaterialSearch } from '../api';

export const BaseMaterialSearchForm = ({ onSearch }: { onSearch: (s: MaterialSearch) => void }) => (
  <SearchForm<MaterialSearch> name="base-material-search" onSearch={onSearch}>
    <Form.Item name="code" label="类别编码">
      <Input placeholder="请输入类别编码" allowClear style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="name" label="仓储物名称">
      <Input placeholder="请输入仓储物名称" allowClear style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);

import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { ContainerSearch } from '../api';

/** spec 3 §2: the container list searches by case number and receipt code. */
export const ContainerSearchForm = ({ name, onSearch }: { name: string; onSearch: (s: ContainerSearch) => void }) => (
  <SearchForm<ContainerSearch> name={name} onSearch={onSearch}>
    <Form.Item name="caseNumber" label="箱号">
      <Input placeholder="请输入箱号" allowClear maxLength={64} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="billCode" label="仓单编号">
      <Input placeholder="请输入仓单编号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);

import { financeStatusLabels, fourStatusLabels } from '@kc/domain/finance/status';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { FinanceSearch } from '../api';

const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
const statusOptions = optionsOf(financeStatusLabels);
const fourOptions = optionsOf(fourStatusLabels);

/** Filters of the application list: its code, its status and its four-party agreement's. */
export const FinanceSearchForm = ({ onSearch }: { onSearch: (s: FinanceSearch) => void }) => (
  <SearchForm<FinanceSearch> name="finance-search" onSearch={onSearch}>
    <Form.Item name="code" label="融资编号">
      <Input placeholder="请输入融资编号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="融资状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="fourStatus" label="四方协议">
      <Select placeholder="请选择" allowClear options={fourOptions} style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);

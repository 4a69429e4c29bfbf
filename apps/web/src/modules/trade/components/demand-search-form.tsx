import { demandStatusLabels } from '@kc/domain/trade/demand';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { MaterialSelect } from '../../../components/material-select';
import type { DemandSearch } from '../api';

const statusOptions = Object.entries(demandStatusLabels).map(([value, label]) => ({ value: Number(value), label }));

export const DemandSearchForm = ({ onSearch }: { onSearch: (s: DemandSearch) => void }) => (
  <SearchForm<DemandSearch> name="trade-demand-search" onSearch={onSearch}>
    <Form.Item name="name" label="求购名称">
      <Input placeholder="请输入求购名称" allowClear style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="materialId" label="货物类别">
      <MaterialSelect placeholder="请选择货物类别" style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择状态" allowClear options={statusOptions} style={{ width: 120 }} />
    </Form.Item>
  </SearchForm>
);

import { inboundStatusOptions } from '@kc/domain/inbound/status';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { WarehouseSelect } from '../../../components/warehouse-select';
import type { InboundSearch } from '../api';
import { InputMaterialSelect } from './input-material-select';

const statusOptions = inboundStatusOptions.map((o) => ({ value: String(o.value), label: o.label }));

export const InboundSearchForm = ({ onSearch }: { onSearch: (s: InboundSearch) => void }) => (
  <SearchForm<InboundSearch> name="inbound-search" onSearch={onSearch}>
    <Form.Item name="code" label="入库单号">
      <Input placeholder="请输入入库单号" allowClear maxLength={80} style={{ width: 190 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 150 }} />
    </Form.Item>
    <Form.Item name="materialId" label="仓储物类别">
      <InputMaterialSelect style={{ width: 170 }} />
    </Form.Item>
    <Form.Item name="warehouseId" label="仓库">
      <WarehouseSelect style={{ width: 220 }} />
    </Form.Item>
  </SearchForm>
);

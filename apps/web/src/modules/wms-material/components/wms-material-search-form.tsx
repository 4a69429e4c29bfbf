import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { MaterialSelect } from '../../../components/material-select';
import { WarehouseSelect } from '../../../components/warehouse-select';
import type { WmsMaterialSearch } from '../api';

export const WmsMaterialSearchForm = ({ onSearch }: { onSearch: (s: WmsMaterialSearch) => void }) => (
  <SearchForm<WmsMaterialSearch> name="wms-material-search" onSearch={onSearch}>
    <Form.Item name="warehouseId" label="所在仓库">
      <WarehouseSelect placeholder="请选择所在仓库" style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="materialId" label="仓储物">
      <MaterialSelect style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="externalMaterialId" label="WMS货物编码">
      <Input placeholder="请输入WMS货物编码" allowClear style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="wmsMaterialName" label="WMS货物名称">
      <Input placeholder="请输入WMS货物名称" allowClear style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);

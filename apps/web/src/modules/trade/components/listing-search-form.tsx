import { listingStatusOptions } from '@kc/domain/trade/listing';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { MaterialSelect } from '../../../components/material-select';
import type { ListingSearch } from '../api';

export const ListingSearchForm = ({ onSearch }: { onSearch: (s: ListingSearch) => void }) => (
  <SearchForm<ListingSearch> name="trade-listing-search" onSearch={onSearch}>
    <Form.Item name="name" label="货物名称">
      <Input placeholder="请输入货物名称" allowClear style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="materialId" label="货物类别">
      <MaterialSelect placeholder="请选择货物类别" style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="auditStatus" label="状态">
      <Select placeholder="请选择状态" allowClear options={listingStatusOptions} style={{ width: 140 }} />
    </Form.Item>
  </SearchForm>
);

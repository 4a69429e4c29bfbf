import { outboundStatusOptions } from '@kc/domain/outbound/status';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { OutboundSearch } from '../api';

/** Filters of the outbound list: the order's code and its status. */
export const OutboundSearchForm = ({ onSearch }: { onSearch: (s: OutboundSearch) => void }) => (
  <SearchForm<OutboundSearch> name="outbound-search" onSearch={onSearch}>
    <Form.Item name="code" label="出库单号">
      <Input placeholder="请输入出库单号" allowClear maxLength={50} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={outboundStatusOptions} style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);

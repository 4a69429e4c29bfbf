import { wmsApplyStatusLabels } from '@kc/domain/wms/wms';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import type { ApplySearch } from '../api';
import { optionsOf } from '../wms-status';

const statusOptions = optionsOf(wmsApplyStatusLabels);

/** Filters of the applications a warehouse completes: goods identifier and state. */
export const ApplySearchForm = ({ onSearch }: { onSearch: (s: ApplySearch) => void }) => (
  <SearchForm<ApplySearch> name="wms-bill-apply-search" onSearch={onSearch}>
    <Form.Item name="caseNumber" label="货物标识">
      <Input placeholder="请输入货物标识" allowClear maxLength={64} style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="status" label="状态">
      <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 150 }} />
    </Form.Item>
  </SearchForm>
);

import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { TenantSelect } from '../../../components/tenant-select';
import type { DeptSearch } from './dept-api';

export const DeptSearchForm = ({
  tenantMode,
  onSearch,
}: {
  tenantMode: boolean;
  onSearch: (s: DeptSearch) => void;
}) => (
  <SearchForm<DeptSearch> name="dept-search" onSearch={onSearch}>
    <Form.Item name="deptName" label="机构名称">
      <Input placeholder="请输入机构名称" allowClear style={{ width: 180 }} />
    </Form.Item>
    {tenantMode && (
      <Form.Item name="tenantId" label="所属租户">
        <TenantSelect style={{ width: 180 }} />
      </Form.Item>
    )}
  </SearchForm>
);

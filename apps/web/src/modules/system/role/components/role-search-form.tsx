import { Form, Input } from 'antd';
import { SearchForm } from '../../../../components/crud/search-form';
import { TenantSelect } from '../../../../components/tenant-select';
import type { RoleListQuery } from '../api';

export const RoleSearchForm = ({
  onSearch,
  searchTenants,
}: {
  onSearch: (q: RoleListQuery) => void;
  searchTenants: boolean;
}) => (
  <SearchForm<RoleListQuery> name="role-search" onSearch={onSearch}>
    <Form.Item name="roleName" label="角色名称">
      <Input placeholder="请输入角色名称" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="roleAlias" label="角色别名">
      <Input placeholder="请输入角色别名" allowClear style={{ width: 160 }} />
    </Form.Item>
    {searchTenants && (
      <Form.Item name="tenantId" label="所属租户">
        <TenantSelect style={{ width: 180 }} />
      </Form.Item>
    )}
  </SearchForm>
);

import { Form, Input } from 'antd';
import { SearchForm } from '../../../../components/crud/search-form';
import { DictSelect } from '../../../../components/dict-select';
import { TenantSelect } from '../../../../components/tenant-select';

export type UserSearch = { account?: string; realName?: string; userType?: string; tenantId?: string };

export const UserSearchForm = ({
  canPickTenant,
  onSearch,
}: {
  canPickTenant: boolean;
  onSearch: (s: UserSearch) => void;
}) => (
  <SearchForm<UserSearch> name="user-search" onSearch={onSearch}>
    <Form.Item name="account" label="登录账号">
      <Input placeholder="请输入登录账号" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="realName" label="用户姓名">
      <Input placeholder="请输入用户姓名" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="userType" label="用户类型">
      <DictSelect code="user_type" kind="system" placeholder="请选择用户类型" style={{ width: 160 }} />
    </Form.Item>
    {canPickTenant && (
      <Form.Item name="tenantId" label="所属租户">
        <TenantSelect style={{ width: 160 }} />
      </Form.Item>
    )}
  </SearchForm>
);

import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import type { RoleListQuery } from '../api';
import { useTenantOptions } from '../hooks/use-roles';

export const RoleSearchForm = ({
  onSearch,
  searchTenants,
}: {
  onSearch: (q: RoleListQuery) => void;
  searchTenants: boolean;
}) => {
  const [form] = Form.useForm<RoleListQuery>();
  const tenants = useTenantOptions();
  return (
    <Form form={form} name="role-search" layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="roleName" label="角色名称">
        <Input placeholder="请输入角色名称" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="roleAlias" label="角色别名">
        <Input placeholder="请输入角色别名" allowClear style={{ width: 160 }} />
      </Form.Item>
      {searchTenants && (
        <Form.Item name="tenantId" label="所属租户">
          <Select
            placeholder="请选择所属租户"
            allowClear
            style={{ width: 180 }}
            loading={tenants.isLoading}
            options={(tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.tenantName }))}
          />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button
          icon={<UndoOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          清空
        </Button>
      </Space>
    </Form>
  );
};

import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import { DictSelect } from '../../../../components/dict-select';
import { useTenants } from '../hooks/use-user-queries';

export type UserSearch = { account?: string; realName?: string; userType?: string; tenantId?: string };

export const UserSearchForm = ({
  canPickTenant,
  onSearch,
}: {
  canPickTenant: boolean;
  onSearch: (s: UserSearch) => void;
}) => {
  const [form] = Form.useForm<UserSearch>();
  const { data: tenants } = useTenants(canPickTenant);
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
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
          <Select
            placeholder="请选择所属租户"
            allowClear
            style={{ width: 160 }}
            options={(tenants ?? []).map((t) => ({ value: t.tenantId, label: t.tenantName }))}
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

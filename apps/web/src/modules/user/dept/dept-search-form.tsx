import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space } from 'antd';
import type { DeptSearch } from './dept-api';
import { useTenantOptions } from './dept-api';

export const DeptSearchForm = ({
  tenantMode,
  onSearch,
}: {
  tenantMode: boolean;
  onSearch: (s: DeptSearch) => void;
}) => {
  const [form] = Form.useForm<DeptSearch>();
  const { data: tenants } = useTenantOptions(tenantMode);
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="deptName" label="机构名称">
        <Input placeholder="请输入机构名称" allowClear style={{ width: 180 }} />
      </Form.Item>
      {tenantMode && (
        <Form.Item name="tenantId" label="所属租户">
          <Select
            placeholder="请选择所属租户"
            allowClear
            style={{ width: 180 }}
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

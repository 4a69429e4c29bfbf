import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import type { MenuSearch } from '@kc/domain/system/menu';
import { Button, Form, Input, Space } from 'antd';

export const MenuSearchForm = ({ onSearch }: { onSearch: (s: MenuSearch) => void }) => {
  const [form] = Form.useForm<MenuSearch>();
  const trimmed = (v: MenuSearch) => ({
    name: v.name?.trim() || undefined,
    code: v.code?.trim() || undefined,
    alias: v.alias?.trim() || undefined,
  });
  return (
    <Form form={form} layout="inline" onFinish={(v) => onSearch(trimmed(v))} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="name" label="菜单名称">
        <Input placeholder="请输入菜单名称" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="code" label="菜单编号">
        <Input placeholder="请输入菜单编号" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="alias" label="菜单别名">
        <Input placeholder="请输入菜单别名" allowClear style={{ width: 160 }} />
      </Form.Item>
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

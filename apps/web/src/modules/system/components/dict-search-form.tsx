import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import type { DictSearch } from '../hooks/use-dict-admin';

export const DictSearchForm = ({ onSearch }: { onSearch: (s: DictSearch) => void }) => {
  const [form] = Form.useForm<DictSearch>();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="code" label="字典编号">
        <Input placeholder="请输入字典编号" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="dictValue" label="字典名称">
        <Input placeholder="请输入字典名称" allowClear style={{ width: 160 }} />
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

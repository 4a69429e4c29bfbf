import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';

/** The search row above every list: its fields, then 搜索 and 清空 (which also searches with nothing). */
export const SearchForm = <T extends object>({
  name,
  onSearch,
  children,
}: {
  /** Field ids are prefixed with it, so they never collide with a dialog's fields. */
  name: string;
  onSearch: (values: T) => void;
  children: ReactNode;
}) => {
  const [form] = Form.useForm<T>();
  return (
    <Form<T> form={form} name={name} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button
          icon={<UndoOutlined />}
          onClick={() => {
            form.resetFields();
            // Every field, now empty: a list that merges its filters drops the old values too.
            onSearch(form.getFieldsValue(true) as T);
          }}
        >
          清空
        </Button>
      </Space>
    </Form>
  );
};

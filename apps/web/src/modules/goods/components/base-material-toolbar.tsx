import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export const BaseMaterialToolbar = ({ onAdd, onRemove }: { onAdd: () => void; onRemove: () => void }) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      新增
    </Button>
    <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
      删除
    </Button>
  </Space>
);

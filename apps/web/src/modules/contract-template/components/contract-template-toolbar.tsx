import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export const ContractTemplateToolbar = ({ onAdd, onRemove }: { onAdd: () => void; onRemove: () => void }) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      新增
    </Button>
    <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
      批量删除
    </Button>
  </Space>
);

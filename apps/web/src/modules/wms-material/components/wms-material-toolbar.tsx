import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export const WmsMaterialToolbar = ({ onAdd, onMap }: { onAdd: () => void; onMap: () => void }) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      新增映射
    </Button>
    <Button icon={<LinkOutlined />} onClick={onMap}>
      映射仓储物
    </Button>
  </Space>
);

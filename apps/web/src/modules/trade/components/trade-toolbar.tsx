import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

/** 新增 (or the list's own word) and 删除 over a trade list. */
export const TradeToolbar = ({
  addLabel = '新增',
  onAdd,
  onRemove,
}: {
  addLabel?: string;
  onAdd: () => void;
  onRemove: () => void;
}) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      {addLabel}
    </Button>
    <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
      删除
    </Button>
  </Space>
);

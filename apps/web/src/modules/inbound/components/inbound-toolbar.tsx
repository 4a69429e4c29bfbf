import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

/** 新增入库申请 and 删除 (of the selected drafts and rejected orders): a shipper enterprise's buttons. */
export const InboundToolbar = ({ onAdd, onRemove }: { onAdd: () => void; onRemove: () => void }) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      新增入库申请
    </Button>
    <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
      删除
    </Button>
  </Space>
);

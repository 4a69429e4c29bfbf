import { CopyOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export const ReviewToolbar = ({ onCopyOwner }: { onCopyOwner: () => void }) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<CopyOutlined />} onClick={onCopyOwner}>
      复制为货主企业
    </Button>
  </Space>
);

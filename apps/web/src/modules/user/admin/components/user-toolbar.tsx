import { DeleteOutlined, KeyOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export type UserToolbarProps = {
  onAdd: () => void;
  onRemove: () => void;
  onGrant: () => void;
  onResetPassword: () => void;
};

export const UserToolbar = ({ onAdd, onRemove, onGrant, onResetPassword }: UserToolbarProps) => (
  <Space wrap style={{ marginBottom: 16 }}>
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      新增
    </Button>
    <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
      删除
    </Button>
    <Button icon={<TeamOutlined />} onClick={onGrant}>
      角色配置
    </Button>
    <Button icon={<KeyOutlined />} onClick={onResetPassword}>
      密码重置
    </Button>
  </Space>
);

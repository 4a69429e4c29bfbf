import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { contractAddPath } from '../contract-paths';

/** 新增合同: a party starts the wizard (the platform's supervision list has no toolbar). */
export const ContractToolbar = () => {
  const navigate = useNavigate();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        data-testid="contract-add"
        onClick={() => navigate(contractAddPath())}
      >
        新增合同
      </Button>
    </Space>
  );
};

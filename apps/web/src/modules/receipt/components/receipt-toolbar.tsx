import { EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../../../app/access';
import { batchSignPath } from '../receipt-paths';

/** The batch-sign screen's menu grants the button (the screen itself checks the seal permission). */
const BATCH_SIGN_MENU = 'ple_bill_batch_sign';

export const ReceiptToolbar = () => {
  const navigate = useNavigate();
  const { codes } = useMenuGrants();
  if (!codes.has(BATCH_SIGN_MENU)) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(batchSignPath())}>
        批量签章
      </Button>
    </Space>
  );
};

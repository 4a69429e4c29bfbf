import { EditOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../../../app/access';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { batchSignPath, receiptDetailPath } from '../../receipt';
import type { InboundDetail } from '../api';

type Receipt = InboundDetail['receipts'][number];

const BATCH_SIGN_MENU = 'ple_bill_batch_sign';

/** The receipts the warehouse's pass generated (one per batch), and 批量签章 of this application. */
export const GeneratedReceipts = ({ order }: { order: InboundDetail }) => {
  const navigate = useNavigate();
  const { codes } = useMenuGrants();
  return (
    <div>
      {codes.has(BATCH_SIGN_MENU) && (
        <Button
          type="primary"
          icon={<EditOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => navigate(batchSignPath(order.id))}
        >
          批量签章
        </Button>
      )}
      <Table<Receipt>
        data-testid="inbound-receipts"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.receipts}
        columns={[
          {
            title: '仓单编号',
            dataIndex: 'code',
            render: (v: string, r) => <Link to={receiptDetailPath(String(r.id))}>{v}</Link>,
          },
          {
            title: '仓单状态',
            dataIndex: 'status',
            width: 160,
            render: (v: number) => <StatusTag value={v} map={statusMaps.receipt} />,
          },
        ]}
      />
    </div>
  );
};

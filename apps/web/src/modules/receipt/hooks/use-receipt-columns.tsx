import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { StatusTag } from '../../../components/status-tag';
import { UnitAmount } from '../../../components/unit-amount';
import type { ReceiptRecord } from '../api';
import { receiptStatusMap, signBatchStatusMap } from '../components/status-maps';
import { receiptDetailPath } from '../receipt-paths';

type Actions = { canSign: (r: ReceiptRecord) => boolean; sign: (r: ReceiptRecord) => void; signing?: string };

const text = (v: string | null) => v || '-';

export const useReceiptColumns = ({ canSign, sign, signing }: Actions): TableColumnsType<ReceiptRecord> => {
  const navigate = useNavigate();
  return [
    {
      title: '仓单编号',
      dataIndex: 'code',
      width: 175,
      render: (v: string, r) => <Link to={receiptDetailPath(r.id)}>{v}</Link>,
    },
    { title: '仓储物', dataIndex: 'materialName', ellipsis: true, render: text },
    { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true, render: text },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, render: text },
    {
      title: '总重量',
      dataIndex: 'totalWeight',
      width: 120,
      render: (v: string, r) => <UnitAmount value={v} unit={r.weightUnit} unitName={r.weightUnitName} kind="weight" />,
    },
    {
      title: '总数量',
      dataIndex: 'totalQuantity',
      width: 110,
      render: (v: string, r) => <UnitAmount value={v} unit={r.numberUnit} unitName={r.numberUnitName} kind="number" />,
    },
    {
      title: '仓单状态',
      dataIndex: 'status',
      width: 120,
      render: (v: number) => <StatusTag value={v} map={receiptStatusMap} />,
    },
    {
      title: '签章状态',
      dataIndex: 'signBatchStatus',
      width: 100,
      render: (v: number | null) => <StatusTag value={v} map={signBatchStatusMap} />,
    },
    { title: '生成时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(receiptDetailPath(r.id))}>
            查看
          </Button>
          {canSign(r) && (
            <Button type="link" size="small" loading={signing === r.id} onClick={() => sign(r)}>
              签章
            </Button>
          )}
        </Space>
      ),
    },
  ];
};

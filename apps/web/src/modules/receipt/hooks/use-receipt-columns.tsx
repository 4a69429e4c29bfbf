import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { codeCell, columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { ReceiptRecord } from '../api';
import { receiptDetailPath } from '../receipt-paths';

type Actions = { canSign: (r: ReceiptRecord) => boolean; sign: (r: ReceiptRecord) => void; signing?: string };

const text = (v: string | null) => v || '-';

export const useReceiptColumns = ({ canSign, sign, signing }: Actions): TableColumnsType<ReceiptRecord> => {
  const navigate = useNavigate();
  return [
    {
      title: '仓单编号',
      dataIndex: 'code',
      width: columnWidth.code,
      onCell: codeCell,
      onHeaderCell: codeCell,
      render: (v: string, r) => <Link to={receiptDetailPath(r.id)}>{v}</Link>,
    },
    { title: '仓储物', dataIndex: 'materialName', ellipsis: true, render: text },
    { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true, render: text },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, render: text },
    {
      title: '总重量',
      dataIndex: 'totalWeight',
      width: columnWidth.amount,
      render: (v: string, r) => <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />,
    },
    {
      title: '总数量',
      dataIndex: 'totalQuantity',
      width: columnWidth.amount,
      render: (v: string, r) => <QuantityText value={v} unit={r.numberUnit} unitName={r.numberUnitName} />,
    },
    {
      title: '仓单状态',
      dataIndex: 'status',
      width: columnWidth.status,
      render: (v: number) => <StatusTag value={v} map={statusMaps.receipt} />,
    },
    {
      title: '签章状态',
      dataIndex: 'signBatchStatus',
      width: columnWidth.status,
      render: (v: number | null) => <StatusTag value={v} map={statusMaps.signBatch} />,
    },
    { title: '生成时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'actions',
      width: 100,
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

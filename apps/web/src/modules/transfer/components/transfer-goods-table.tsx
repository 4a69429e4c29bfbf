import { Space, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { minTableWidth } from '../../../components/crud/data-table';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import type { TransferGoodsRow } from '../api';

const receiptCell = (id: string | null, code: string | null, status: number | null, testId: string) =>
  id && code ? (
    <Space size={4} wrap>
      <Link to={receiptDetailPath(id)} data-testid={testId}>
        {code}
      </Link>
      <StatusTag value={status} map={statusMaps.receipt} />
    </Space>
  ) : (
    '-'
  );

const columns: TableColumnsType<TransferGoodsRow> = [
  { title: '序号', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
  {
    title: '原仓单',
    key: 'bill',
    width: 240,
    render: (_v, r) => receiptCell(r.billId, r.billCode, r.billStatus, 'transfer-old-bill'),
  },
  { title: '货物', dataIndex: 'materialName', width: 80, ellipsis: true },
  {
    title: '属性',
    key: 'attrs',
    width: 180,
    ellipsis: { showTitle: true },
    render: (_v, r) => r.attrs.map((a) => `${a.attrName}: ${a.value}`).join('；') || '-',
  },
  {
    title: '重量',
    key: 'weight',
    width: 90,
    align: 'right',
    render: (_v, r) => <WeightText value={r.totalWeight} unitName={r.weightUnitName} />,
  },
  {
    title: '数量',
    key: 'quantity',
    width: 90,
    align: 'right',
    render: (_v, r) => <QuantityText value={r.totalQuantity} unitName={r.numberUnitName} />,
  },
  {
    title: '新仓单',
    key: 'newBill',
    width: 240,
    render: (_v, r) => receiptCell(r.newBillId, r.newBillCode, r.newBillStatus, 'transfer-new-bill'),
  },
];

/**
 * The goods of a transfer (spec 2 §2): each receipt of the contract and, once issued, its successor for the buyer
 * (the application dialog, before any is issued, leaves that column out).
 */
export const TransferGoodsTable = ({
  goods,
  successors = true,
}: {
  goods: TransferGoodsRow[];
  successors?: boolean;
}) => {
  const shown = successors ? columns : columns.filter((c) => c.key !== 'newBill');
  return (
    <Table<TransferGoodsRow>
      data-testid="transfer-goods"
      rowKey="billId"
      size="small"
      bordered
      pagination={false}
      columns={shown}
      dataSource={goods}
      scroll={{ x: minTableWidth(shown, false, false) }}
    />
  );
};

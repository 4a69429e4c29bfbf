import { type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import type { BillMoveGoods } from '../api';

const weight = (v: string | null, r: BillMoveGoods) => <WeightText value={v} unitName={r.weightUnitName} />;

/** The goods table: each old receipt → what the target weighed in (and the difference) → its new receipt. */
export const goodsColumns: TableColumnsType<BillMoveGoods> = [
  {
    title: '原仓单编号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={receiptDetailPath(r.id)}>{code}</Link>,
  },
  { title: '仓储物', dataIndex: 'materialName', width: 70, ellipsis: true },
  { title: '原重量', dataIndex: 'totalWeight', width: 95, align: 'right', render: weight },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: 95,
    align: 'right',
    render: (v: string, r) => <QuantityText value={v} unitName={r.numberUnitName} />,
  },
  { title: '原库位', dataIndex: 'locator', width: 80, render: (v: string | null) => v || '-' },
  {
    title: '原仓单状态',
    dataIndex: 'billStatus',
    width: 100,
    render: (s: number) => <StatusTag value={s} map={statusMaps.receipt} />,
  },
  { title: '入库重量', dataIndex: 'measuredWeight', width: 95, align: 'right', render: weight },
  {
    title: '差值',
    dataIndex: 'difference',
    width: 70,
    align: 'right',
    render: (d: string | null, r) =>
      d == null ? (
        '-'
      ) : (
        <Typography.Text type={Number(d) === 0 ? undefined : 'warning'}>{weight(d, r)}</Typography.Text>
      ),
  },
  { title: '新库位', dataIndex: 'newLocator', width: 80, render: (v: string | null) => v || '-' },
  {
    title: '新仓单编号',
    dataIndex: 'newBillCode',
    width: columnWidth.code,
    render: (code: string | null, r) =>
      code && r.newBillId ? <Link to={receiptDetailPath(r.newBillId)}>{code}</Link> : '-',
  },
  {
    title: '新仓单状态',
    dataIndex: 'newBillStatus',
    width: 100,
    render: (s: number | null) => <StatusTag value={s} map={statusMaps.receipt} />,
  },
];

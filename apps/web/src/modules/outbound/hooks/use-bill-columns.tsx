import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import type { OutboundBill, OutboundDetail } from '../api';

type Units = Pick<OutboundDetail, 'weightUnitName' | 'numberUnitName'>;

/** The order's receipts: what each held, what is asked (全部 / 部分), what was weighed out, the remainder's receipt. */
export const billColumns = (u: Units): TableColumnsType<OutboundBill> => {
  const weight = (v: string | null) => (v == null ? '-' : <WeightText value={v} unitName={u.weightUnitName} />);
  const quantity = (v: string | null) => (v == null ? '-' : <QuantityText value={v} unitName={u.numberUnitName} />);
  return [
    {
      title: '仓单编号',
      dataIndex: 'billCode',
      width: columnWidth.code,
      render: (code: string, r) => <Link to={receiptDetailPath(r.billId)}>{code}</Link>,
    },
    { title: '仓储物', dataIndex: 'materialName', width: 80, ellipsis: true },
    {
      title: '仓单状态',
      dataIndex: 'billStatus',
      width: 100,
      render: (s: number) => <StatusTag value={s} map={statusMaps.receipt} />,
    },
    { title: '仓单重量', dataIndex: 'totalWeight', width: 110, align: 'right', render: weight },
    { title: '仓单数量', dataIndex: 'totalQuantity', width: 100, align: 'right', render: quantity },
    { title: '出库类型', dataIndex: 'whole', width: 80, render: (w: boolean) => (w ? '全部出库' : '部分出库') },
    { title: '申请出库重量', dataIndex: 'applyWeight', width: 110, align: 'right', render: weight },
    { title: '申请出库数量', dataIndex: 'applyQuantity', width: 110, align: 'right', render: quantity },
    { title: '出库重量', dataIndex: 'weighedWeight', width: 110, align: 'right', render: weight },
    { title: '出库数量', dataIndex: 'weighedQuantity', width: 100, align: 'right', render: quantity },
    {
      title: '剩余货物新仓单',
      dataIndex: 'remainderBillCode',
      width: columnWidth.code + 60,
      render: (code: string | null, r) =>
        code ? (
          <>
            <Link to={receiptDetailPath(r.remainderBillId!)}>{code}</Link>{' '}
            <StatusTag value={r.remainderStatus!} map={statusMaps.receipt} />
          </>
        ) : (
          '-'
        ),
    },
  ];
};

type Record = OutboundDetail['records'][number];

/** The weighing out: per tray or per lot. */
export const recordColumns = (u: Units): TableColumnsType<Record> => [
  { title: '仓单编号', dataIndex: 'billCode', width: columnWidth.code },
  { title: '托盘编号', dataIndex: 'trayCode', width: 140, render: (v: string | null) => v || '-' },
  { title: '批次/件号', dataIndex: 'lotLabel', width: 120, render: (v: string | null) => v || '-' },
  {
    title: '出库重量',
    dataIndex: 'weight',
    width: 120,
    align: 'right',
    render: (v: string) => <WeightText value={v} unitName={u.weightUnitName} />,
  },
  {
    title: '出库数量',
    dataIndex: 'quantity',
    width: 120,
    align: 'right',
    render: (v: string) => <QuantityText value={v} unitName={u.numberUnitName} />,
  },
  { title: '记录时间', dataIndex: 'createTime', width: columnWidth.dateTime },
];

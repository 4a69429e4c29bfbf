import { type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { Outbound } from '../api';
import { outboundDetailPath } from '../outbound-paths';

/** The outbound list's columns: code, holder, warehouse, goods, figures applied and weighed, status, time, 详情. */
export const useOutboundColumns = (): TableColumnsType<Outbound> => [
  {
    title: '出库单号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={outboundDetailPath(r.id, r.code)}>{code}</Link>,
  },
  { title: '来源', dataIndex: 'sourceName', width: 90 },
  { title: '货主', dataIndex: 'shipperName', ellipsis: true },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
  { title: '仓储物', dataIndex: 'materialNames', ellipsis: true },
  { title: '仓单数', dataIndex: 'billCount', width: 72, align: 'right' },
  {
    title: '申请出库重量',
    dataIndex: 'applySumWeight',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <WeightText value={v} unitName={r.weightUnitName} />,
  },
  {
    title: '出库重量',
    dataIndex: 'sumWeight',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string | null, r) => (v == null ? '-' : <WeightText value={v} unitName={r.weightUnitName} />),
  },
  {
    title: '出库数量',
    dataIndex: 'sumQuantity',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string | null, r) => (v == null ? '-' : <QuantityText value={v} unitName={r.numberUnitName} />),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 150,
    render: (s: number, r) => (
      <>
        <StatusTag value={s} map={statusMaps.outbound} />
        {r.weightAlarm && <Tag color="warning">重量预警</Tag>}
      </>
    ),
  },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 72,
    fixed: 'right',
    render: (_, r) => (
      <Link to={outboundDetailPath(r.id, r.code)} data-testid="outbound-detail">
        详情
      </Link>
    ),
  },
];

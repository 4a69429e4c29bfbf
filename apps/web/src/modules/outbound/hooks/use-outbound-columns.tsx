import { type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { WeightText } from '../../../components/measure-text';
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
  { title: '来源', dataIndex: 'sourceName', width: 80 },
  { title: '货主', dataIndex: 'shipperName', ellipsis: true },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
  { title: '仓储物', dataIndex: 'materialNames', ellipsis: true },
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
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
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

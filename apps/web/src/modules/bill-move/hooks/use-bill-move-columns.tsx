import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { BillMove } from '../api';
import { billMoveDetailPath } from '../bill-move-paths';

/** The move list's columns: code, holder, the warehouses it leaves and goes to, receipts, status, time, 详情. */
export const useBillMoveColumns = (): TableColumnsType<BillMove> => [
  {
    title: '移库单号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={billMoveDetailPath(r.id, r.code)}>{code}</Link>,
  },
  { title: '申请企业', dataIndex: 'holderName', ellipsis: true },
  { title: '移出仓库', dataIndex: 'sourceWarehouseName', ellipsis: true },
  { title: '移入仓库', dataIndex: 'targetWarehouseName', ellipsis: true },
  { title: '仓单数', dataIndex: 'billCount', width: 72, align: 'right' },
  {
    title: '状态',
    dataIndex: 'status',
    width: 130,
    render: (s: number) => <StatusTag value={s} map={statusMaps.billMove} />,
  },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作',
    key: 'op',
    width: 72,
    fixed: 'right',
    render: (_, r) => (
      <Link to={billMoveDetailPath(r.id, r.code)} data-testid="bill-move-detail">
        详情
      </Link>
    ),
  },
];

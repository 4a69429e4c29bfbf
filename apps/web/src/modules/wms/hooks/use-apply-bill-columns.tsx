import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { ApplyBill } from '../api';
import { receiptDetailsPath } from '../wms-paths';

/** The receipts an application generated (one per container), each opening its detail. */
export const applyBillColumns: TableColumnsType<ApplyBill> = [
  {
    title: '仓单编号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={receiptDetailsPath(r.id)}>{code}</Link>,
  },
  { title: '箱号', dataIndex: 'caseNumber', width: 150, render: (v: string | null) => v || '-' },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: 120,
    align: 'right',
    render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} />,
  },
  {
    title: '仓单状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number) => <StatusTag value={v} map={statusMaps.receipt} />,
  },
];

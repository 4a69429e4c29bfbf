import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { StatusTag } from '../../../components/status-tag';
import type { ApplyRecord } from '../api';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';

/** spec 3 §3 External apply record: goods identifier, WMS platform, time; with its state and parties. */
export const applyColumns: TableColumnsType<ApplyRecord> = [
  { title: '申请编号', dataIndex: 'applyCode', width: columnWidth.code },
  { title: '货物标识', dataIndex: 'caseNumber', ellipsis: true, width: 200 },
  { title: 'WMS平台', dataIndex: 'warehouseUnitName', width: 150, ellipsis: true },
  { title: '货主', dataIndex: 'cargoOwnerName', width: 150, ellipsis: true, render: text },
  { title: '仓库', dataIndex: 'warehouseName', width: 150, ellipsis: true, render: text },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: text },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number) => <StatusTag value={v} map={wmsStatusMaps.apply} />,
  },
  { title: '办理时间', dataIndex: 'handleTime', width: columnWidth.dateTime, render: text },
  { title: '驳回意见', dataIndex: 'descr', width: 160, ellipsis: true, render: text },
];

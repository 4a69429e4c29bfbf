import { type TableColumnsType, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { StatusTag } from '../../../components/status-tag';
import type { ApplyRecord } from '../api';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
const secondLine = { fontSize: 12, display: 'block' } as const;

/**
 * spec 3 §3 External apply record: goods identifier, WMS platform, time; with its state and parties. The warehouse
 * shares a cell with its WMS platform and a rejection's reason sits under the status, so the list fits 1440 pixels.
 */
export const applyColumns: TableColumnsType<ApplyRecord> = [
  { title: '申请编号', dataIndex: 'applyCode', width: columnWidth.code },
  { title: '货物标识', dataIndex: 'caseNumber', ellipsis: true, width: 160 },
  { title: '货主', dataIndex: 'cargoOwnerName', width: 130, ellipsis: true, render: text },
  {
    title: '仓库 / WMS平台',
    key: 'warehouse',
    width: 150,
    ellipsis: true,
    render: (_: unknown, r) => (
      <>
        <div>{text(r.warehouseName)}</div>
        <Typography.Text type="secondary" style={secondLine}>
          {r.warehouseUnitName}
        </Typography.Text>
      </>
    ),
  },
  { title: '申请时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: text },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number, r) => (
      <>
        <StatusTag value={v} map={wmsStatusMaps.apply} />
        {r.descr && (
          <Typography.Text type="danger" style={secondLine} ellipsis={{ tooltip: r.descr }}>
            {r.descr}
          </Typography.Text>
        )}
      </>
    ),
  },
  { title: '办理时间', dataIndex: 'handleTime', width: columnWidth.dateTime, render: text },
];

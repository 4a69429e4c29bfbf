import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import type { BillMoveDetail } from '../api';

type Log = BillMoveDetail['logs'][number];

const columns: TableColumnsType<Log> = [
  { title: '时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作企业',
    dataIndex: 'enterpriseName',
    width: 220,
    ellipsis: true,
    render: (v: string | null) => v || '-',
  },
  { title: '操作人', dataIndex: 'operatorName', width: 90, render: (v: string | null) => v || '系统' },
  { title: '操作', dataIndex: 'operateType', width: 240 },
  { title: '说明', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
];

/** The move's log: its audit trail, oldest first. */
export const BillMoveLogs = ({ logs }: { logs: Log[] }) => (
  <DataTable<Log> data-testid="bill-move-logs" size="small" columns={columns} dataSource={logs} pagination={false} />
);

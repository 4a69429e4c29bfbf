import { transferOperationLabels } from '@kc/domain/transfer/transfer';
import { Table, type TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import type { TransferLogRow } from '../api';

const columns: TableColumnsType<TransferLogRow> = [
  { title: '时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  { title: '操作方', dataIndex: 'operatorTypeName', width: 100, render: (v: string) => v || '-' },
  { title: '操作人', dataIndex: 'operatorName', width: 140, render: (v: string | null) => v || '-' },
  {
    title: '操作',
    dataIndex: 'operateType',
    width: 210,
    render: (v: string) => transferOperationLabels[v] ?? v,
  },
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
];

/** The transfer log (spec 2 §3 Contract history: createTime, operatorType, operateType), a rejection's reason beside it. */
export const TransferLogTable = ({ logs }: { logs: TransferLogRow[] }) => (
  <Table<TransferLogRow>
    data-testid="transfer-log"
    rowKey="id"
    size="small"
    pagination={false}
    columns={columns}
    dataSource={logs}
    scroll={{ x: 'max-content' }}
  />
);

import { reconcileFindingLabels } from '@kc/domain/wms/wms';
import { Button, type TableColumnsType, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import type { ReconcileFinding } from '../api';
import { alarmDetailPath, containerListPath, receiptDetailsPath } from '../wms-paths';

const text = (v: string | null | undefined) => v || '-';

const useFindingColumns = (): TableColumnsType<ReconcileFinding> => {
  const navigate = useNavigate();
  return [
    {
      title: '不符类型',
      dataIndex: 'kind',
      width: 140,
      render: (k: ReconcileFinding['kind']) => <Tag color="error">{reconcileFindingLabels[k]}</Tag>,
    },
    {
      title: '仓单编号',
      dataIndex: 'billCode',
      width: columnWidth.code,
      render: (code: string | null, r) =>
        code && r.billId ? <Link to={receiptDetailsPath(r.billId)}>{code}</Link> : text(code),
    },
    {
      title: '箱号',
      dataIndex: 'caseNumber',
      width: 140,
      render: (v: string | null, r) =>
        v && r.containerId ? <Link to={containerListPath([r.containerId])}>{v}</Link> : text(v),
    },
    { title: '说明', dataIndex: 'detail', ellipsis: true, width: 240 },
    { title: '仓单记录', dataIndex: 'expected', width: 130, render: text },
    { title: 'WMS实际', dataIndex: 'actual', width: 130, render: text },
    {
      title: '操作',
      key: 'op',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) =>
        r.alarmId ? (
          <Button type="link" size="small" onClick={() => navigate(alarmDetailPath(r.alarmId!))}>
            查看告警
          </Button>
        ) : (
          '-'
        ),
    },
  ];
};

/** The last run's findings, one row per disagreement, each with its alarm. */
export const ReconcileFindingsTable = ({ findings }: { findings: ReconcileFinding[] }) => {
  const columns = useFindingColumns();
  return (
    <DataTable<ReconcileFinding>
      data-testid="wms-reconcile-findings"
      size="small"
      columns={columns}
      dataSource={findings}
      pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 条`, hideOnSinglePage: true }}
      locale={{ emptyText: '没有不符项' }}
    />
  );
};

import { alarmTypeLabel } from '@kc/domain/wms/wms';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { StatusTag } from '../../../components/status-tag';
import type { AlarmRow } from '../api';
import { receiptDetailsPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
export const alarmSourceLabel = (s: AlarmRow['source']) => (s === 'reconcile' ? '平台对账' : 'WMS');

/** Columns about goods, left out of the offline list (a device concerns no container or receipt). */
const GOODS_COLUMNS = new Set(['caseNumber', 'billCode']);

/**
 * An alarm list's columns; `detailPath` is where the row button leads (the alarm detail, or an offline alarm's
 * devices), `offline` drops the container and receipt columns.
 */
export const useAlarmColumns = (
  detailPath: (id: string) => string,
  { detailText = '详情', offline = false }: { detailText?: string; offline?: boolean } = {},
): TableColumnsType<AlarmRow> => {
  const navigate = useNavigate();
  const columns: TableColumnsType<AlarmRow> = [
    { title: '告警编号', dataIndex: 'code', width: columnWidth.code },
    { title: '告警类型', dataIndex: 'type', width: 120, render: (t: number) => alarmTypeLabel(t) },
    { title: '来源', dataIndex: 'source', width: 90, render: alarmSourceLabel },
    {
      title: '处理状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <StatusTag value={v} map={wmsStatusMaps.alarm} />,
    },
    { title: '告警内容', dataIndex: 'content', ellipsis: true, width: 220 },
    { title: 'WMS平台', dataIndex: 'warehouseUnitName', width: 150, ellipsis: true },
    { title: '仓库', dataIndex: 'warehouseName', width: 150, ellipsis: true, render: text },
    { title: '箱号', dataIndex: 'caseNumber', width: 140, render: text },
    {
      title: '仓单编号',
      dataIndex: 'billCode',
      width: columnWidth.code,
      render: (code: string | null, r) =>
        code && r.billId ? <Link to={receiptDetailsPath(r.billId)}>{code}</Link> : text(code),
    },
    { title: '告警时间', dataIndex: 'raisedTime', width: columnWidth.dateTime, render: text },
    { title: 'WMS解除时间', dataIndex: 'clearedTime', width: columnWidth.dateTime, render: text },
    { title: '处理时间', dataIndex: 'handleTime', width: columnWidth.dateTime, render: text },
    {
      title: '操作',
      key: 'op',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(detailPath(r.id))}>
          {detailText}
        </Button>
      ),
    },
  ];
  return offline ? columns.filter((c) => !('dataIndex' in c && GOODS_COLUMNS.has(String(c.dataIndex)))) : columns;
};

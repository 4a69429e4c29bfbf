import { alarmTypeLabel } from '@kc/domain/wms/wms';
import { Button, type TableColumnsType, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { StatusTag } from '../../../components/status-tag';
import type { AlarmRow } from '../api';
import { receiptDetailsPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
const secondLine = { fontSize: 12, display: 'block' } as const;
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
    { title: '告警编号', dataIndex: 'code', width: 150 },
    {
      title: '告警类型',
      dataIndex: 'type',
      width: 110,
      render: (t: number, r) => (
        <>
          <div>{alarmTypeLabel(t)}</div>
          <Typography.Text type="secondary" style={secondLine}>
            {alarmSourceLabel(r.source)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '处理状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <StatusTag value={v} map={wmsStatusMaps.alarm} />,
    },
    { title: '告警内容', dataIndex: 'content', ellipsis: true, width: 130 },
    {
      title: '仓库 / WMS平台',
      key: 'warehouse',
      width: 140,
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
    { title: '箱号', dataIndex: 'caseNumber', width: 120, render: text },
    {
      title: '仓单编号',
      dataIndex: 'billCode',
      width: columnWidth.code,
      render: (code: string | null, r) =>
        code && r.billId ? <Link to={receiptDetailsPath(r.billId)}>{code}</Link> : text(code),
    },
    {
      title: '告警时间',
      dataIndex: 'raisedTime',
      width: columnWidth.dateTime,
      render: (v: string | null, r) => (
        <>
          <div>{text(v)}</div>
          {(r.handleTime || r.clearedTime) && (
            <Typography.Text type="secondary" style={secondLine}>
              {r.handleTime ? `处理 ${r.handleTime}` : `WMS解除 ${r.clearedTime}`}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 80,
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

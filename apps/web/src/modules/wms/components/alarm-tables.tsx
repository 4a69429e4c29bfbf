import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import {
  type AlarmBill,
  type AlarmDetail,
  type ContainerAlarmTrayRow,
  type OfflineDetailRow,
  type RfidTag,
  useAlarmTrayPage,
  useOfflineDevicePage,
} from '../api';
import { receiptDetailsPath } from '../wms-paths';

const text = (v: string | null | undefined) => v || '-';

const billColumns: TableColumnsType<AlarmBill> = [
  {
    title: '仓单编号',
    dataIndex: 'code',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={receiptDetailsPath(r.billId)}>{code}</Link>,
  },
  {
    title: '当前状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number) => <StatusTag value={v} map={statusMaps.receipt} />,
  },
  {
    title: '处理后恢复为',
    dataIndex: 'fromStatus',
    width: 130,
    render: (v: number) => <StatusTag value={v} map={statusMaps.receipt} />,
  },
];

/** The receipts the alarm put to 90 (预警中) and the status each returns to once it is handled. */
export const AlarmBillsTable = ({ bills }: { bills: AlarmBill[] }) => (
  <DataTable<AlarmBill>
    data-testid="wms-alarm-bills"
    rowKey="billId"
    size="small"
    columns={billColumns}
    dataSource={bills}
    pagination={false}
    locale={{ emptyText: '该告警未涉及有效仓单' }}
  />
);

const rfidColumns: TableColumnsType<RfidTag> = [
  { title: 'EPC编码', dataIndex: 'epcCode' },
  { title: '扫描时间', dataIndex: 'scanTime', width: columnWidth.dateTime, render: text },
];

/** spec 3 §2 Alarms: the alarm's RFID tags, EPC code and scan time (rfidJson). */
export const AlarmRfidTable = ({ tags }: { tags: AlarmDetail['rfidJson'] }) => (
  <DataTable<RfidTag>
    data-testid="wms-alarm-rfid"
    rowKey={(r) => `${r.epcCode}@${r.scanTime ?? ''}`}
    size="small"
    columns={rfidColumns}
    dataSource={tags}
    pagination={false}
  />
);

const trayColumns: TableColumnsType<ContainerAlarmTrayRow> = [
  { title: '托盘编号', dataIndex: 'trayCode', width: 140 },
  { title: 'RFID编码', dataIndex: 'rfidCode', width: 200, ellipsis: true, render: text },
  { title: '库位', dataIndex: 'siteCode', width: 110, render: text },
  { title: '箱号', dataIndex: 'caseNumber', width: 140, render: text },
  { title: '告警原因', dataIndex: 'reason', ellipsis: true, render: text },
];

/** spec 3 §2 Alarms: the container-alarm tray list (detailListByPage by containerAlarmId). */
export const AlarmTraysTable = ({ alarmId }: { alarmId: string }) => {
  const paged = usePagedQuery({ containerAlarmId: alarmId });
  const { data, isFetching } = useAlarmTrayPage(paged.query);
  return (
    <DataTable<ContainerAlarmTrayRow>
      data-testid="wms-alarm-trays"
      size="small"
      columns={trayColumns}
      dataSource={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};

const deviceColumns: TableColumnsType<OfflineDetailRow> = [
  { title: '设备编号', dataIndex: 'deviceCode', width: 160 },
  { title: '设备名称', dataIndex: 'deviceName', ellipsis: true, render: text },
  { title: '离线时间', dataIndex: 'offlineTime', width: columnWidth.dateTime, render: text },
  {
    title: '恢复在线时间',
    dataIndex: 'onlineTime',
    width: columnWidth.dateTime,
    render: (v: string | null) => v || '未恢复',
  },
];

/** spec 3 §2 Alarms: the offline alarm detail list (offlineAlarmDetaiListByPage by alarmId). */
export const OfflineDevicesTable = ({ alarmId }: { alarmId: string }) => {
  const paged = usePagedQuery({ alarmId });
  const { data, isFetching } = useOfflineDevicePage(paged.query);
  return (
    <DataTable<OfflineDetailRow>
      data-testid="wms-offline-devices"
      size="small"
      columns={deviceColumns}
      dataSource={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};

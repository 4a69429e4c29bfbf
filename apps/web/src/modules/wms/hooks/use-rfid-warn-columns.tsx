import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DictLabel } from '../../../components/dict-select';
import type { RfidWarnRow } from '../api';

const text = (v: string | null | undefined) => v || '-';

/** The RFID scan warn log: which tag was read where, when, and what was wrong with it. */
export const rfidWarnColumns: TableColumnsType<RfidWarnRow> = [
  { title: 'EPC编码', dataIndex: 'epcCode', width: 220, ellipsis: true },
  {
    title: 'WMS平台',
    dataIndex: 'warehouseUnitId',
    width: 150,
    render: (v: string) => <DictLabel code="thirdwms_enterprise" value={v} />,
  },
  { title: '托盘编号', dataIndex: 'trayCode', width: 140, render: text },
  { title: '库位', dataIndex: 'siteCode', width: 110, render: text },
  { title: '设备编号', dataIndex: 'deviceCode', width: 140, render: text },
  { title: '扫描时间', dataIndex: 'scanTime', width: columnWidth.dateTime, render: text },
  { title: '告警内容', dataIndex: 'warn', ellipsis: true },
];

import { Space, type TableColumnsType, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { StatusTag } from '../../../components/status-tag';
import type { TrayRow } from '../api';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';

/** spec 3 §3 Tray: code, counts and weights (whole and left), location, RFID tag, status. */
export const trayColumns: TableColumnsType<TrayRow> = [
  { title: '托盘编号', dataIndex: 'trayCode', width: 140, fixed: 'left' },
  { title: '货物名称', dataIndex: 'goodsName', width: 140, ellipsis: true },
  { title: '箱号', dataIndex: 'caseNumber', width: 140 },
  {
    title: '托盘数量',
    dataIndex: 'trayGoodsNum',
    width: 100,
    align: 'right',
    render: (v: string | null, r) => <QuantityText value={v} unit={r.numUnit} />,
  },
  {
    title: '托盘重量',
    dataIndex: 'trayGoodsWeight',
    width: 110,
    align: 'right',
    render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} />,
  },
  {
    title: '剩余数量',
    dataIndex: 'residueNum',
    width: 100,
    align: 'right',
    render: (v: string | null, r) => <QuantityText value={v} unit={r.numUnit} />,
  },
  {
    title: '剩余重量',
    dataIndex: 'residueWeight',
    width: 110,
    align: 'right',
    render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} />,
  },
  { title: '库位', dataIndex: 'siteCode', width: 110, render: text },
  { title: 'RFID编码', dataIndex: 'rfidCode', width: 180, ellipsis: true, render: text },
  {
    title: '状态',
    dataIndex: 'status',
    width: columnWidth.status,
    render: (v: number, r) => (
      <Space size={4}>
        <StatusTag value={v} map={wmsStatusMaps.tray} />
        {r.removed && <Typography.Text type="danger">已移除</Typography.Text>}
      </Space>
    ),
  },
  { title: '最近扫描时间', dataIndex: 'lastScanTime', width: columnWidth.dateTime, render: text },
];

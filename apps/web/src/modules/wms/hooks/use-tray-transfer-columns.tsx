import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import type { TrayTransferRow } from '../api';
import { receiptDetailsPath } from '../wms-paths';

const text = (v: string | null | undefined) => v || '-';

/** spec 3 §2 Tray transfer detail list: tray, out and in location, case, receipt (→ /ple/details), time. */
export const trayTransferColumns: TableColumnsType<TrayTransferRow> = [
  { title: '托盘编号', dataIndex: 'trayCode', width: 140 },
  { title: '移出库位', dataIndex: 'outSite', width: 120, render: text },
  { title: '移入库位', dataIndex: 'inSite', width: 120, render: text },
  { title: '箱号', dataIndex: 'caseNumber', width: 150, render: text },
  {
    title: '仓单编号',
    dataIndex: 'billCode',
    width: columnWidth.code,
    render: (code: string | null, r) =>
      code && r.billId ? <Link to={receiptDetailsPath(r.billId)}>{code}</Link> : text(code),
  },
  { title: '移位批次', dataIndex: 'transferBatchId', width: 160, ellipsis: true, render: text },
  { title: '移位时间', dataIndex: 'moveTime', width: columnWidth.dateTime, render: text },
];

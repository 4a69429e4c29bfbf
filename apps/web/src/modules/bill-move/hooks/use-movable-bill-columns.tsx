import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { UnitAmount } from '../../../components/unit-amount';
import type { MovableBill } from '../api';

/** The apply dialog's receipts: code, goods, weight, quantity and locator at their warehouse. */
export const movableBillColumns: TableColumnsType<MovableBill> = [
  { title: '仓单编号', dataIndex: 'code', width: columnWidth.code + 20 },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <UnitAmount value={v} unit={null} unitName={r.weightUnitName} kind="weight" />,
  },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <UnitAmount value={v} unit={null} unitName={r.numberUnitName} kind="number" />,
  },
  { title: '库位', dataIndex: 'locator', width: 100, render: (v: string | null) => v || '-' },
];

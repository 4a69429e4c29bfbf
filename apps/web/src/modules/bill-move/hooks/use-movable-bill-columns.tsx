import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
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
    render: (v: string, r) => <WeightText value={v} unitName={r.weightUnitName} />,
  },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <QuantityText value={v} unitName={r.numberUnitName} />,
  },
  { title: '库位', dataIndex: 'locator', width: 100, render: (v: string | null) => v || '-' },
];

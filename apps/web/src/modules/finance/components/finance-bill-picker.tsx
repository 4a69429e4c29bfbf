import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { type PledgeableBill, usePledgeableBills } from '../api';
import type { ChosenBill } from '../hooks/use-finance-editor';

const PAGE = 10;

const columns: TableColumnsType<PledgeableBill> = [
  { title: '仓单编号', dataIndex: 'code', width: columnWidth.code + 20 },
  { title: '入库单号', dataIndex: 'inputCode', width: columnWidth.code, render: (v: string | null) => v || '-' },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: columnWidth.amount + 20,
    align: 'right',
    render: (v: string, r) => <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />,
  },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <QuantityText value={v} unit={r.numberUnit} unitName={r.numberUnitName} />,
  },
];

/**
 * The shipper's receipts in effect at the chosen warehouse that no other process holds
 * (getBillListByWarehouseUnitId; with applyId, this application's own too), with a checkbox each. The choice
 * survives paging; the page keys the picker by warehouse, so a new warehouse starts at page 1.
 */
export const FinanceBillPicker = ({
  warehouseUnitId,
  applyId,
  chosen,
  onChange,
}: {
  warehouseUnitId: string | undefined;
  applyId: string | null;
  chosen: readonly ChosenBill[];
  onChange: (bills: ChosenBill[]) => void;
}) => {
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = usePledgeableBills(
    { warehouseUnitId: warehouseUnitId ?? '', applyId: applyId ?? undefined, current, size: PAGE },
    Boolean(warehouseUnitId),
  );
  return (
    <DataTable<PledgeableBill>
      data-testid="finance-bill-picker"
      size="small"
      columns={columns}
      dataSource={warehouseUnitId ? (data?.records ?? []) : []}
      loading={isFetching}
      rowSelection={{
        selectedRowKeys: chosen.map((b) => b.id),
        preserveSelectedRowKeys: true,
        onChange: (keys, rows) =>
          onChange(
            keys
              .map(String)
              .map((k) => rows.find((r) => r?.id === k) ?? chosen.find((b) => b.id === k))
              .filter((b): b is ChosenBill => Boolean(b)),
          ),
      }}
      locale={{ emptyText: warehouseUnitId ? '该仓库没有可质押的仓单' : '请先选择仓库' }}
      pagination={{
        current,
        pageSize: PAGE,
        total: data?.total ?? 0,
        onChange: setCurrent,
        showTotal: (t) => `共 ${t} 条`,
      }}
    />
  );
};

import { Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { WeightText } from '../../../components/measure-text';
import { type ContainerRow, useContainerPage } from '../api';

const PAGE_SIZE = 5;

const columns: TableColumnsType<ContainerRow> = [
  { title: '货物标识', dataIndex: 'caseNumber', width: 140 },
  { title: '货物', dataIndex: 'materialNames', ellipsis: true, render: (v: string | null) => v || '-' },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: 110,
    align: 'right',
    render: (v: string, r) => <WeightText value={v} unit={r.weightUnit} />,
  },
  { title: '托盘', dataIndex: 'trayCounts', width: 60, align: 'right' },
  { title: '入库时间', dataIndex: 'actualWarehousTime', width: 175, render: (v: string | null) => v || '-' },
];

type Props = {
  platform: string;
  warehouseId: string;
  /** the ticked containers, kept across pages */
  value: ContainerRow[];
  onChange: (rows: ContainerRow[]) => void;
};

/**
 * The owner's free containers of one WMS platform at one warehouse (spec 3 §5 Container apply; the server lists
 * only what saveApply takes), to tick instead of typing their case numbers.
 */
export const FreeContainerPicker = ({ platform, warehouseId, value, onChange }: Props) => {
  const [current, setCurrent] = useState(1);
  const { data, isFetching } = useContainerPage({
    applicable: '1',
    warehouseUnitId: platform,
    warehouseId,
    current,
    size: PAGE_SIZE,
  });
  return (
    <>
      <Typography.Text type="secondary">
        勾选本企业可申请的货物{value.length > 0 && `（已选 ${value.length} 个）`}
      </Typography.Text>
      <Table<ContainerRow>
        data-testid="wms-apply-free-containers"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        locale={{ emptyText: '该仓库暂无可申请的货物' }}
        rowSelection={{
          selectedRowKeys: value.map((r) => r.id),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => onChange(rows.filter(Boolean)),
        }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          size: 'small',
          hideOnSinglePage: true,
          onChange: setCurrent,
        }}
        style={{ margin: '8px 0 16px' }}
      />
    </>
  );
};

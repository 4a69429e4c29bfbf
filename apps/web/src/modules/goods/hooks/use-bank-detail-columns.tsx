import { Button, Space, type TableColumnsType } from 'antd';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { BankMaterialDetail } from '../api';

export type RowActions<T> = { onEdit: (r: T) => void; onRemove: (r: T) => void };

const text = (v: string | null) => v || '-';

export const rowActionsColumn = <T,>(actions: RowActions<T>): TableColumnsType<T>[number] => ({
  title: '操作',
  key: 'actions',
  width: 120,
  fixed: 'right',
  render: (_: unknown, r: T) => (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => actions.onEdit(r)}>
        编辑
      </Button>
      <Button type="link" size="small" danger onClick={() => actions.onRemove(r)}>
        删除
      </Button>
    </Space>
  ),
});

export const useBankDetailColumns = (actions: RowActions<BankMaterialDetail>): TableColumnsType<BankMaterialDetail> => [
  { title: '金融机构', dataIndex: 'bankName', ellipsis: true, render: text },
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '编码', dataIndex: 'code', width: 140, ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 80 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: number) => <StatusTag value={v} map={statusMaps.material} />,
  },
  rowActionsColumn(actions),
];

import { Button, type TableColumnsType, Tag } from 'antd';
import type { WmsMaterialRecord } from '../api';

const text = (v: string | null) => v || '-';

export const useWmsMaterialColumns = (
  onRemove: (r: WmsMaterialRecord) => void,
): TableColumnsType<WmsMaterialRecord> => [
  { title: '所在仓库', dataIndex: 'warehouseName', ellipsis: true, render: text },
  { title: 'WMS货物编码', dataIndex: 'externalMaterialId', ellipsis: true },
  { title: 'WMS货物名称', dataIndex: 'wmsMaterialName', ellipsis: true },
  {
    title: '仓储物',
    dataIndex: 'materialName',
    ellipsis: true,
    render: (v: string | null) => v || <Tag color="warning">未映射</Tag>,
  },
  { title: '创建时间', dataIndex: 'createTime', width: 170 },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    fixed: 'right',
    render: (_: unknown, r: WmsMaterialRecord) => (
      <Button type="link" size="small" danger onClick={() => onRemove(r)}>
        删除
      </Button>
    ),
  },
];

import type { DeptNode } from '@kc/domain/system/dept';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';

export type DeptActions = {
  addChild: (row: DeptNode) => void;
  view: (row: DeptNode) => void;
  edit: (row: DeptNode) => void;
  remove: (row: DeptNode) => void;
};

export const useDeptColumns = (tenantMode: boolean, actions: DeptActions): ColumnsType<DeptNode> => [
  { title: '机构名称', dataIndex: 'deptName', key: 'deptName' },
  ...(tenantMode ? [{ title: '所属租户', dataIndex: 'tenantId', key: 'tenantId', width: 140 }] : []),
  { title: '排序', dataIndex: 'sort', key: 'sort', width: 100 },
  {
    title: '操作',
    key: 'actions',
    width: 260,
    render: (_, row) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.addChild(row)}>
          新增子项
        </Button>
        <Button type="link" size="small" onClick={() => actions.view(row)}>
          查看
        </Button>
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
        <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
          删除
        </Button>
      </Space>
    ),
  },
];

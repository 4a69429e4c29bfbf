import type { TableColumnsType } from 'antd';
import { Button, Space } from 'antd';
import { Access } from '../../../../app/access';
import type { RoleNode } from '../api';

export type RoleRowActions = {
  view: (r: RoleNode) => void;
  edit: (r: RoleNode) => void;
  remove: (r: RoleNode) => void;
};

export const useRoleColumns = (tenantMode: boolean, actions: RoleRowActions): TableColumnsType<RoleNode> => [
  { title: '角色名称', dataIndex: 'roleName' },
  ...(tenantMode
    ? [{ title: '所属租户', dataIndex: 'tenantName', render: (v: string | null, r: RoleNode) => v ?? r.tenantId }]
    : []),
  { title: '角色别名', dataIndex: 'roleAlias' },
  { title: '角色排序', dataIndex: 'sort', width: 100 },
  {
    title: '操作',
    key: 'actions',
    width: 200,
    render: (_, r) => (
      <Space size={0}>
        <Access perm="role_view">
          <Button type="link" size="small" onClick={() => actions.view(r)}>
            查看
          </Button>
        </Access>
        <Access perm="role_edit">
          <Button type="link" size="small" onClick={() => actions.edit(r)}>
            编辑
          </Button>
        </Access>
        <Access perm="role_delete">
          <Button type="link" size="small" danger onClick={() => actions.remove(r)}>
            删除
          </Button>
        </Access>
      </Space>
    ),
  },
];

import type { UserRecord } from '@kc/domain/user/user';
import { Button, Space, type TableColumnsType } from 'antd';
import { DictLabel } from '../../../../components/dict-select';

export type UserRowActions = {
  onView: (r: UserRecord) => void;
  onEdit: (r: UserRecord) => void;
  onRemove: (r: UserRecord) => void;
};

const text = (v: string | null) => v || '-';

export const useUserColumns = (showTenant: boolean, actions: UserRowActions): TableColumnsType<UserRecord> => [
  { title: '登录账号', dataIndex: 'account', ellipsis: true },
  ...(showTenant ? [{ title: '所属租户', dataIndex: 'tenantName', ellipsis: true, render: text }] : []),
  { title: '用户姓名', dataIndex: 'realName', ellipsis: true, render: text },
  { title: '所属角色', dataIndex: 'roleName', ellipsis: true, render: text },
  { title: '所属部门', dataIndex: 'deptName', ellipsis: true, render: text },
  {
    title: '用户类型',
    dataIndex: 'userType',
    width: 130,
    render: (v: number) => <DictLabel code="user_type" kind="system" value={v} />,
  },
  { title: '所属企业', dataIndex: 'enterpriseName', ellipsis: true, render: text },
  {
    title: '操作',
    key: 'actions',
    width: 170,
    fixed: 'right',
    render: (_: unknown, r: UserRecord) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.onView(r)}>
          查看
        </Button>
        <Button type="link" size="small" onClick={() => actions.onEdit(r)}>
          编辑
        </Button>
        <Button type="link" size="small" danger onClick={() => actions.onRemove(r)}>
          删除
        </Button>
      </Space>
    ),
  },
];

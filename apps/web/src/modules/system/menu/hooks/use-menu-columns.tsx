import { Space, type TableColumnsType, Typography } from 'antd';
import { Access } from '../../../../app/access';
import { MenuIcon } from '../../../../app/menu-icon';
import { DictLabel } from '../../../../components/dict-select';
import type { MenuRow, ScopeKind } from '../api';
import type { MenuDialog } from '../components/menu-form-modal';

type Actions = {
  open: (d: MenuDialog) => void;
  remove: (row: MenuRow) => void;
  scopes: (kind: ScopeKind, row: MenuRow) => void;
};

const Link = Typography.Link;

export const useMenuColumns = ({ open, remove, scopes }: Actions): TableColumnsType<MenuRow> => [
  { title: '菜单名称', dataIndex: 'name', width: 200, ellipsis: true },
  { title: '路由地址', dataIndex: 'path', ellipsis: true },
  {
    title: '菜单图标',
    dataIndex: 'source',
    width: 200,
    ellipsis: true,
    render: (v: string | null) => (
      <Space>
        <MenuIcon name={v} />
        {v}
      </Space>
    ),
  },
  { title: '菜单编号', dataIndex: 'code', ellipsis: true },
  {
    title: '菜单类型',
    dataIndex: 'category',
    width: 90,
    align: 'center',
    render: (v: number) => <DictLabel code="menu_category" kind="system" value={v} />,
  },
  { title: '菜单排序', dataIndex: 'sort', width: 90, align: 'center' },
  {
    title: '操作',
    key: 'actions',
    width: 340,
    render: (_: unknown, row) => (
      <Space size="small" wrap>
        {row.category === 1 && (
          <Access perm="menu_add">
            <Link onClick={() => open({ mode: 'add', parentId: row.id })}>新增子项</Link>
          </Access>
        )}
        <Access perm="menu_view">
          <Link onClick={() => open({ mode: 'view', row })}>查看</Link>
        </Access>
        <Access perm="menu_edit">
          <Link onClick={() => open({ mode: 'edit', row })}>编辑</Link>
        </Access>
        <Access perm="menu_delete">
          <Link type="danger" onClick={() => remove(row)}>
            删除
          </Link>
        </Access>
        {row.category === 1 && (
          <>
            <Access perm="api_scope_setting">
              <Link onClick={() => scopes('api', row)}>接口权限</Link>
            </Access>
            <Access perm="data_scope_setting">
              <Link onClick={() => scopes('data', row)}>数据权限</Link>
            </Access>
          </>
        )}
      </Space>
    ),
  },
];

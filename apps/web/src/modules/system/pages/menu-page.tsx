import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { useSelection } from '../../../components/crud/use-selection';
import { type MenuRow, removeMenus, type ScopeKind } from '../menu/api';
import { LazyExpandIcon } from '../menu/components/lazy-expand-icon';
import { type MenuDialog, MenuFormModal } from '../menu/components/menu-form-modal';
import { MenuSearchForm } from '../menu/components/menu-search-form';
import { ScopeDrawer } from '../menu/components/scope-drawer';
import { useMenuColumns } from '../menu/hooks/use-menu-columns';
import { useMenuRows } from '../menu/hooks/use-menu-rows';

export const MenuPage = () => {
  const queryClient = useQueryClient();
  const menus = useMenuRows();
  const selection = useSelection<MenuRow>();
  const confirmRemove = useConfirmRemove();
  const [dialog, setDialog] = useState<MenuDialog>();
  const [scopes, setScopes] = useState<{ kind: ScopeKind; menu: MenuRow }>();
  // The side menu and button permissions follow a menu change (session queries too).
  const remove = (ids: string[]) =>
    confirmRemove(ids, removeMenus, () => {
      selection.clear();
      void queryClient.invalidateQueries();
    });
  const columns = useMenuColumns({
    open: setDialog,
    remove: (row) => remove([row.id]),
    scopes: (kind, menu) => setScopes({ kind, menu }),
  });
  return (
    <ListCard>
      <MenuSearchForm onSearch={menus.search} />
      <Space style={{ marginBottom: 16 }}>
        <Access perm="menu_add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
            新增
          </Button>
        </Access>
        <Access perm="menu_delete">
          <Button danger icon={<DeleteOutlined />} onClick={() => remove(selection.ids)}>
            删除
          </Button>
        </Access>
      </Space>
      <DataTable<MenuRow>
        size="small"
        data-testid="menu-table"
        columns={columns}
        dataSource={menus.rows}
        loading={menus.loading}
        rowSelection={{ ...selection.rowSelection, checkStrictly: true }}
        expandable={
          menus.flat
            ? undefined
            : { expandedRowKeys: menus.expanded, onExpand: menus.onExpand, expandIcon: LazyExpandIcon }
        }
        pagination={false}
      />
      <MenuFormModal dialog={dialog} onClose={() => setDialog(undefined)} />
      {scopes && (
        <ScopeDrawer
          key={`${scopes.kind}-${scopes.menu.id}`}
          kind={scopes.kind}
          menu={scopes.menu}
          onClose={() => setScopes(undefined)}
        />
      )}
    </ListCard>
  );
};

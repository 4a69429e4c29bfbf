import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../components/crud/data-table';
import { FormModal, type FormMode } from '../../../../components/crud/form-modal';
import { useConfirmRemove } from '../../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../../components/crud/use-paged-query';
import { useSelection } from '../../../../components/crud/use-selection';
import {
  fetchScopes,
  type MenuRow,
  menuKeys,
  removeScopes,
  type ScopeFormInput,
  type ScopeKind,
  type ScopeRow,
  submitScope,
} from '../api';
import { useScopeColumns } from '../hooks/use-scope-columns';
import { ApiScopeFields, DataScopeFields } from './scope-form-fields';

const titles = { api: '接口权限', data: '数据权限' } as const;

type Dialog<K extends ScopeKind> = { mode: FormMode; row?: ScopeRow<K> };

/** spec 1 §2: the API scopes or data-scope rules of one menu, in a drawer over the menu list. */
export const ScopeDrawer = <K extends ScopeKind>({
  kind,
  menu,
  onClose,
}: {
  kind: K;
  menu?: MenuRow;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const paged = usePagedQuery({});
  const q = { ...paged.query, menuId: menu?.id ?? '' };
  const list = useQuery({
    queryKey: menuKeys.scopeList(kind, q),
    queryFn: () => fetchScopes(kind, q),
    enabled: Boolean(menu),
    placeholderData: keepPreviousData,
  });
  const selection = useSelection<ScopeRow<K>>();
  const confirmRemove = useConfirmRemove();
  const [dialog, setDialog] = useState<Dialog<K>>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuKeys.scopes(kind) });
  const remove = (ids: string[]) =>
    confirmRemove(
      ids,
      (x) => removeScopes(kind, x),
      () => {
        selection.clear();
        void refresh();
      },
    );
  const columns = useScopeColumns(kind, {
    view: (row) => setDialog({ mode: 'view', row }),
    edit: (row) => setDialog({ mode: 'edit', row }),
    remove: (row) => remove([row.id]),
  });
  const menuId = menu?.id;
  const initialValues = useMemo(
    () =>
      dialog?.row
        ? { ...dialog.row, scopeType: String(dialog.row.scopeType) }
        : { menuId, ...(kind === 'data' ? { scopeField: '*' } : {}) },
    [dialog, menuId, kind],
  );
  return (
    <Drawer
      open={Boolean(menu)}
      onClose={onClose}
      size={900}
      title={menu ? `${menu.name} ${titles[kind]}` : ''}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
          新增
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => remove(selection.ids)}>
          删除
        </Button>
      </Space>
      <DataTable<ScopeRow<K>>
        size="small"
        data-testid={`${kind}-scope-table`}
        columns={columns}
        rowSelection={selection.rowSelection}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={paged.pagination(list.data?.total ?? 0)}
      />
      <FormModal<ScopeFormInput>
        open={Boolean(dialog)}
        mode={dialog?.mode ?? 'add'}
        noun={titles[kind]}
        initialValues={initialValues}
        onSubmit={async (values) => {
          await submitScope(kind, values);
          await refresh();
        }}
        onClose={() => setDialog(undefined)}
      >
        {kind === 'api' ? <ApiScopeFields /> : <DataScopeFields />}
      </FormModal>
    </Drawer>
  );
};

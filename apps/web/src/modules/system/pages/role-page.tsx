import { Button, Space } from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { useSelection } from '../../../components/crud/use-selection';
import type { RoleNode } from '../role/api';
import { type RoleEditor, RoleFormModal, roleFormValues } from '../role/components/role-form-modal';
import { RoleGrantModal } from '../role/components/role-grant-modal';
import { RoleSearchForm } from '../role/components/role-search-form';
import { useRoleColumns } from '../role/hooks/use-role-columns';
import { useRoleMutations, useRoles } from '../role/hooks/use-roles';
import { useTenantScope } from '../role/hooks/use-tenant-scope';

export const RolePage = () => {
  const scope = useTenantScope();
  const { result, search, expanded, setExpanded } = useRoles();
  const { submit, remove } = useRoleMutations();
  const selection = useSelection<RoleNode>();
  const confirmRemove = useConfirmRemove();
  const [editor, setEditor] = useState<RoleEditor>();
  const [granting, setGranting] = useState<RoleNode>();
  const removeIds = (ids: string[]) => confirmRemove(ids, (x) => remove.mutateAsync(x), selection.clear);
  const columns = useRoleColumns(scope.tenantMode, {
    view: (r) => setEditor({ mode: 'view', values: roleFormValues(r) }),
    edit: (r) => setEditor({ mode: 'edit', values: roleFormValues(r) }),
    remove: (r) => removeIds([r.id]),
  });
  return (
    <ListCard>
      <RoleSearchForm onSearch={search} searchTenants={scope.searchTenants} />
      <Space style={{ marginBottom: 16 }}>
        <Access perm="role_add">
          <Button type="primary" onClick={() => setEditor({ mode: 'add', values: { tenantId: scope.userTenantId } })}>
            新增
          </Button>
        </Access>
        <Access perm="role_delete">
          <Button danger onClick={() => removeIds(selection.requireSome()?.map((r) => r.id) ?? [])}>
            删除
          </Button>
        </Access>
        {scope.canGrant && (
          <Button onClick={() => setGranting(selection.requireOne('只能选择一条数据'))}>权限设置</Button>
        )}
      </Space>
      <DataTable<RoleNode>
        size="small"
        data-testid="role-table"
        columns={columns}
        dataSource={result.data ?? []}
        loading={result.isFetching}
        rowSelection={selection.rowSelection}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        pagination={false}
      />
      <RoleFormModal
        editor={editor}
        tenantMode={scope.tenantMode}
        onSubmit={(v) => submit.mutateAsync(v)}
        onClose={() => setEditor(undefined)}
      />
      <RoleGrantModal role={granting} onClose={() => setGranting(undefined)} />
    </ListCard>
  );
};

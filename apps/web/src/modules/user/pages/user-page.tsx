import type { UserRecord } from '@kc/domain/user/user';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { UserFormModal } from '../admin/components/user-form-modal';
import { UserGrantModal } from '../admin/components/user-grant-modal';
import { type UserSearch, UserSearchForm } from '../admin/components/user-search-form';
import { UserToolbar } from '../admin/components/user-toolbar';
import { useUserActions } from '../admin/hooks/use-user-actions';
import { useUserColumns } from '../admin/hooks/use-user-columns';
import { useTopTenant, useUserPage } from '../admin/hooks/use-user-queries';

/** 用户管理 (/system/user): search, toolbar, table and the add / edit / view and role dialogs. */
export const UserPage = () => {
  const { tenantMode, canPickTenant } = useTopTenant();
  const paged = usePagedQuery<UserSearch>({});
  const { data, isFetching } = useUserPage(paged.query);
  const selection = useSelection<UserRecord>();
  const actions = useUserActions(selection);
  const columns = useUserColumns(tenantMode, actions.row);
  return (
    <ListCard>
      <UserSearchForm canPickTenant={canPickTenant} onSearch={paged.search} />
      <UserToolbar
        onAdd={actions.add}
        onRemove={actions.removeSelected}
        onGrant={actions.openGrant}
        onResetPassword={actions.resetPassword}
      />
      <DataTable<UserRecord>
        data-testid="user-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <UserFormModal
        open={actions.dialog != null}
        mode={actions.dialog?.mode ?? 'add'}
        record={actions.dialog?.record}
        canPickTenant={canPickTenant}
        onSubmit={actions.submit}
        onClose={actions.closeDialog}
      />
      <UserGrantModal
        userIds={actions.grant?.userIds ?? []}
        tenantId={actions.grant?.tenantId}
        initialRoleIds={actions.grant?.initialRoleIds ?? []}
        onSave={actions.saveGrant}
        onClose={actions.closeGrant}
      />
    </ListCard>
  );
};

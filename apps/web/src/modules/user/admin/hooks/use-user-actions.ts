import { doneMessages } from '@kc/domain/shared/messages';
import { type UserRecord, userMessages } from '@kc/domain/user/user';
import { App } from 'antd';
import { useState } from 'react';
import type { FormMode } from '../../../../components/crud/form-modal';
import { useConfirmRemove } from '../../../../components/crud/use-confirm-remove';
import type { useSelection } from '../../../../components/crud/use-selection';
import { useUserMutations } from './use-user-queries';

type Selection = ReturnType<typeof useSelection<UserRecord>>;
type Dialog = { mode: FormMode; record?: UserRecord };
type Grant = { userIds: string[]; tenantId?: string; initialRoleIds: string[] };

/** The toolbar and row actions of the user list, with the dialogs they open. */
export const useUserActions = (selection: Selection) => {
  const { modal, message } = App.useApp();
  const confirmRemove = useConfirmRemove();
  const mutations = useUserMutations();
  const [dialog, setDialog] = useState<Dialog>();
  const [grant, setGrant] = useState<Grant>();
  const remove = (ids: string[]) => confirmRemove(ids, mutations.remove.mutateAsync, selection.clear);
  return {
    dialog,
    closeDialog: () => setDialog(undefined),
    grant,
    closeGrant: () => setGrant(undefined),
    submit: mutations.submit.mutateAsync,
    saveGrant: (roleIds: string[]) =>
      mutations.grant.mutateAsync({ userIds: grant?.userIds ?? [], roleIds }).then(selection.clear),
    add: () => setDialog({ mode: 'add' }),
    row: {
      onView: (record: UserRecord) => setDialog({ mode: 'view', record }),
      onEdit: (record: UserRecord) => setDialog({ mode: 'edit', record }),
      onRemove: (record: UserRecord) => remove([record.id]),
    },
    removeSelected: () => remove(selection.ids),
    openGrant: () => {
      const rows = selection.requireSome();
      if (!rows) return;
      const only = rows.length === 1 ? rows[0]!.roleIds.split(',').filter(Boolean) : [];
      setGrant({ userIds: rows.map((r) => r.id), tenantId: rows[0]!.tenantId, initialRoleIds: only });
    },
    resetPassword: () => {
      const rows = selection.requireSome();
      if (!rows) return;
      modal.confirm({
        title: '提示',
        content: userMessages.resetConfirm,
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          await mutations.resetPassword.mutateAsync(rows.map((r) => r.id));
          void message.success(doneMessages.passwordReset);
          selection.clear();
        },
      });
    },
  };
};

import type { MenuFormInput } from '@kc/domain/system/menu';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormModal, type FormMode } from '../../../../components/crud/form-modal';
import { type MenuRow, submitMenu } from '../api';
import { MenuFormFields } from './menu-form-fields';

export type MenuDialog = { mode: FormMode; row?: MenuRow; parentId?: string };

const NEW_MENU = { category: 1, isOpen: '1', sort: 1 };

/** Dictionary selects hold keys as strings; the server answers numbers. */
const formValues = (d: MenuDialog) => {
  if (!d.row) return { ...NEW_MENU, parentId: d.parentId };
  const { hasChildren: _h, children: _c, ...row } = d.row;
  return {
    ...row,
    parentId: row.parentId === '0' ? undefined : row.parentId,
    action: String(row.action),
    isOpen: String(row.isOpen),
  };
};

export const MenuFormModal = ({ dialog, onClose }: { dialog?: MenuDialog; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => (dialog ? formValues(dialog) : undefined), [dialog]);
  return (
    <FormModal<MenuFormInput>
      open={Boolean(dialog)}
      mode={dialog?.mode ?? 'add'}
      noun="菜单"
      width={760}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await submitMenu(values);
        // The side menu and button permissions follow a menu change (session queries too).
        await queryClient.invalidateQueries();
      }}
      onClose={onClose}
    >
      <MenuFormFields />
    </FormModal>
  );
};

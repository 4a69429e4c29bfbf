import type { UserRecord } from '@kc/domain/user/user';
import { useMemo } from 'react';
import SparkMD5 from 'spark-md5';
import { FormModal, type FormMode } from '../../../../components/crud/form-modal';
import type { UserPayload } from '../api';
import { UserFormFields, type UserFormValues } from './user-form-fields';

export type UserFormModalProps = {
  open: boolean;
  mode: FormMode;
  record?: UserRecord;
  canPickTenant: boolean;
  onSubmit: (payload: UserPayload) => Promise<unknown>;
  onClose: () => void;
};

const valuesOf = (r: UserRecord | undefined): Partial<UserFormValues> | undefined =>
  r && {
    id: r.id,
    account: r.account,
    name: r.name ?? undefined,
    realName: r.realName ?? '',
    phone: r.phone ?? undefined,
    email: r.email ?? undefined,
    userType: String(r.userType),
    deptId: r.deptId ?? undefined,
    roleIds: r.roleIds ? r.roleIds.split(',') : [],
    postId: r.postId ?? undefined,
    enterpriseName: r.enterpriseName,
    tenantId: r.tenantId,
  };

/** spec 1 §5: passwords leave the browser md5-hashed; roles go comma-joined as BladeX sends them. */
const payloadOf = (v: UserFormValues): UserPayload => ({
  id: v.id,
  account: v.account,
  password: v.id || !v.password ? undefined : SparkMD5.hash(v.password),
  password2: v.id || !v.password2 ? undefined : SparkMD5.hash(v.password2),
  name: v.name,
  realName: v.realName,
  phone: v.phone,
  email: v.email,
  userType: v.userType ?? '',
  deptId: v.deptId ?? '',
  roleIds: (v.roleIds ?? []).join(','),
  postId: v.postId,
  tenantId: v.tenantId,
});

export const UserFormModal = ({ open, mode, record, canPickTenant, onSubmit, onClose }: UserFormModalProps) => {
  const initialValues = useMemo(() => valuesOf(mode === 'add' ? undefined : record), [mode, record]);
  return (
    <FormModal<UserFormValues>
      open={open}
      mode={mode}
      noun="用户"
      width={760}
      initialValues={initialValues}
      onSubmit={(v) => onSubmit(payloadOf(v))}
      onClose={onClose}
    >
      {(form) => <UserFormFields form={form} adding={mode === 'add'} canPickTenant={canPickTenant} />}
    </FormModal>
  );
};

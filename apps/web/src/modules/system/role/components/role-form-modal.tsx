import { type RoleFormInput, roleForm } from '@kc/domain/system/role';
import { Form, Input, InputNumber } from 'antd';
import { FormModal, type FormMode } from '../../../../components/crud/form-modal';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { TenantSelect } from '../../../../components/tenant-select';
import type { RoleNode } from '../api';
import { ParentRoleField } from './parent-role-field';

const rules = zodFormRules(roleForm.shape);

export type RoleEditor = { mode: FormMode; values: Partial<RoleFormInput> };

/** The form's fields of a row (the list's names are not sent back). */
export const roleFormValues = (r: RoleNode): Partial<RoleFormInput> => ({
  id: r.id,
  roleName: r.roleName,
  roleAlias: r.roleAlias,
  sort: r.sort,
  tenantId: r.tenantId,
  parentId: r.parentId === '0' ? undefined : r.parentId,
});

export const RoleFormModal = ({
  editor,
  tenantMode,
  onSubmit,
  onClose,
}: {
  editor: RoleEditor | undefined;
  tenantMode: boolean;
  onSubmit: (v: RoleFormInput) => Promise<unknown>;
  onClose: () => void;
}) => {
  return (
    <FormModal<RoleFormInput>
      open={Boolean(editor)}
      mode={editor?.mode ?? 'add'}
      noun="角色"
      initialValues={editor?.values}
      onSubmit={onSubmit}
      onClose={onClose}
      width={560}
    >
      <Form.Item name="roleName" label="角色名称" rules={rules.roleName}>
        <Input placeholder="请输入角色名称" maxLength={50} />
      </Form.Item>
      <Form.Item name="roleAlias" label="角色别名" rules={rules.roleAlias}>
        <Input placeholder="请输入角色别名" maxLength={50} />
      </Form.Item>
      <ParentRoleField selfId={editor?.values.id == null ? undefined : String(editor.values.id)} />
      <Form.Item name="tenantId" label="所属租户" rules={rules.tenantId} hidden={!tenantMode}>
        <TenantSelect allowClear={false} disabled={editor?.mode !== 'add'} />
      </Form.Item>
      <Form.Item name="sort" label="角色排序" rules={rules.sort}>
        <InputNumber placeholder="请输入角色排序" min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
};

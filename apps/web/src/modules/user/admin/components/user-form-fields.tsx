import { userForm, userMessages } from '@kc/domain/user/user';
import { Col, Form, type FormInstance, Input, Row, TreeSelect } from 'antd';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { DictSelect } from '../../../../components/dict-select';
import { TenantSelect } from '../../../../components/tenant-select';
import { useDeptTree, useRoleTree } from '../hooks/use-user-queries';
import { EnterpriseSelect } from './enterprise-select';

/** What the form holds: typed passwords (hashed on save) and roles as a list. */
export type UserFormValues = {
  id?: string;
  account: string;
  password?: string;
  password2?: string;
  name?: string;
  realName: string;
  phone?: string;
  email?: string;
  userType?: string;
  deptId?: string;
  roleIds?: string[];
  postId?: string;
  enterpriseName?: string | null;
  tenantId?: string;
};

const rules = zodFormRules(userForm.shape);

const item = (span: number, node: React.ReactNode) => <Col span={span}>{node}</Col>;

export const UserFormFields = ({
  form,
  adding,
  canPickTenant,
}: {
  form: FormInstance<UserFormValues>;
  adding: boolean;
  canPickTenant: boolean;
}) => {
  const tenantId = Form.useWatch('tenantId', form);
  const enterpriseName = Form.useWatch('enterpriseName', { form, preserve: true });
  const { data: roles } = useRoleTree(tenantId);
  const { data: depts } = useDeptTree(tenantId);
  return (
    <Row gutter={16}>
      {canPickTenant &&
        item(
          24,
          <Form.Item name="tenantId" label="所属租户">
            <TenantSelect
              allowClear={false}
              disabled={!adding}
              onChange={() => form.setFieldsValue({ deptId: undefined, roleIds: [], postId: undefined })}
            />
          </Form.Item>,
        )}
      {item(
        12,
        <Form.Item name="account" label="登录账号" rules={rules.account} required>
          <Input placeholder="请输入登录账号" maxLength={45} />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item name="userType" label="用户类型" rules={rules.userType} required>
          <DictSelect code="user_type" kind="system" placeholder="请选择用户类型" />
        </Form.Item>,
      )}
      {adding &&
        item(
          12,
          <Form.Item name="password" label="密码" rules={[{ required: true, message: userMessages.passwordRequired }]}>
            <Input.Password placeholder="请输入密码" autoComplete="new-password" />
          </Form.Item>,
        )}
      {adding &&
        item(
          12,
          <Form.Item
            name="password2"
            label="确认密码"
            dependencies={['password']}
            rules={[
              { required: true, message: userMessages.password2Required },
              ({ getFieldValue }) => ({
                validator: async (_r, v) => {
                  if (v && v !== getFieldValue('password')) throw new Error(userMessages.passwordMismatch);
                },
              }),
            ]}
          >
            <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
          </Form.Item>,
        )}
      {item(
        12,
        <Form.Item name="name" label="用户昵称" rules={rules.name}>
          <Input placeholder="请输入用户昵称" maxLength={50} />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item name="realName" label="用户姓名" rules={rules.realName} required>
          <Input placeholder="请输入用户姓名" maxLength={50} />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item name="phone" label="手机号码" rules={rules.phone}>
          <Input placeholder="请输入手机号码" maxLength={11} />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item name="email" label="电子邮箱" rules={rules.email}>
          <Input placeholder="请输入电子邮箱" maxLength={50} />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item name="deptId" label="所属部门" rules={rules.deptId} required>
          <TreeSelect placeholder="请选择所属部门" treeData={depts ?? []} treeDefaultExpandAll allowClear />
        </Form.Item>,
      )}
      {item(
        12,
        <Form.Item
          name="roleIds"
          label="所属角色"
          rules={rules.roleIds}
          required
          getValueProps={(ids?: string[]) => ({ value: (ids ?? []).map((value) => ({ value })) })}
          normalize={(picked?: { value: string }[]) => (picked ?? []).map((p) => String(p.value))}
        >
          {/* Strict: a parent role does not bring its children along (BladeX grants exactly what is ticked). */}
          <TreeSelect
            placeholder="请选择所属角色"
            treeData={roles ?? []}
            multiple
            treeCheckable
            treeCheckStrictly
            treeDefaultExpandAll
            allowClear
          />
        </Form.Item>,
      )}
      {item(
        24,
        <Form.Item name="postId" label="所属企业" rules={rules.postId}>
          <EnterpriseSelect tenantId={tenantId} initialLabel={enterpriseName} />
        </Form.Item>,
      )}
    </Row>
  );
};

import { Form, TreeSelect } from 'antd';
import type { RoleSelectNode } from '../api';
import { useRoleTree } from '../hooks/use-roles';

type Option = RoleSelectNode & { disabled?: boolean };

/** A role cannot sit below itself or one of its descendants: that branch is disabled. */
const markSelf = (nodes: RoleSelectNode[], selfId?: string, inside = false): Option[] =>
  nodes.map((n) => {
    const own = inside || n.id === selfId;
    return { ...n, disabled: own, children: markSelf(n.children, selfId, own) };
  });

/** 上级角色: the roles of the tenant chosen in the form. */
export const ParentRoleField = ({ selfId }: { selfId?: string }) => {
  const form = Form.useFormInstance();
  const tenantId = Form.useWatch('tenantId', form) as string | undefined;
  const tree = useRoleTree(tenantId, Boolean(tenantId));
  return (
    <Form.Item name="parentId" label="上级角色">
      <TreeSelect
        placeholder="请选择上级角色"
        allowClear
        treeDefaultExpandAll
        loading={tree.isLoading}
        treeData={markSelf(tree.data ?? [], selfId)}
      />
    </Form.Item>
  );
};

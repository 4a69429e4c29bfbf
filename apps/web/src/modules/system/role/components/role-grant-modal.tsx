import { doneMessages } from '@kc/domain/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { App, Modal, Spin, Tabs } from 'antd';
import { useRefreshingMutation } from '../../../../app/query-keys';
import { fetchGrantTree, fetchRoleTreeKeys, grantRole, type RoleNode, roleKeys } from '../api';
import { type GrantTab, useGrantState } from '../hooks/use-grant-state';
import { GrantTreePanel } from './grant-tree';

const tabs: { key: GrantTab; label: string; testId: string }[] = [
  { key: 'menu', label: '菜单权限', testId: 'grant-menu-tree' },
  { key: 'dataScope', label: '数据权限', testId: 'grant-data-scope-tree' },
  { key: 'apiScope', label: '接口权限', testId: 'grant-api-scope-tree' },
];

/** 角色权限配置: menus, data scopes and API scopes of one role; mounted afresh for every opening. */
export const RoleGrantModal = ({ role, onClose }: { role: RoleNode | undefined; onClose: () => void }) =>
  role ? <GrantDialog role={role} onClose={onClose} /> : null;

const GrantDialog = ({ role, onClose }: { role: RoleNode; onClose: () => void }) => {
  const { message } = App.useApp();
  const tree = useQuery({ queryKey: roleKeys.grantTree(), queryFn: fetchGrantTree });
  const held = useQuery({ queryKey: roleKeys.treeKeys(role.id), queryFn: () => fetchRoleTreeKeys(role.id) });
  const state = useGrantState(tree.data, held.data);
  const save = useRefreshingMutation({
    mutationFn: () => grantRole({ roleIds: [role.id], ...state.payload() }),
    onSuccess: () => {
      void message.success(doneMessages.grantsSaved);
      onClose();
    },
    // The current user may hold the role: refresh everything (the empty key is every query's prefix), their own
    // menus and buttons included.
    refreshes: [[]],
  });
  return (
    <Modal
      open
      title="角色权限配置"
      width={640}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText="保存"
      okButtonProps={{ disabled: !tree.data || !held.data }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Spin spinning={tree.isLoading || held.isLoading}>
        <Tabs
          items={tabs.map((t) => ({
            key: t.key,
            label: <span data-testid={`${t.testId}-tab`}>{t.label}</span>,
            children: (
              <GrantTreePanel
                testId={t.testId}
                nodes={tree.data?.[t.key] ?? []}
                checked={state.checked[t.key]}
                onChange={(keys) => state.setTab(t.key, keys)}
                linked={t.key === 'menu'}
              />
            ),
          }))}
        />
      </Spin>
    </Modal>
  );
};

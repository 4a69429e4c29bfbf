import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, Empty, Modal, Spin, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useRoleTree } from '../hooks/use-user-queries';

export type UserGrantModalProps = {
  /** The users whose roles are replaced; the dialog is open while there are some. */
  userIds: string[];
  tenantId?: string;
  /** Checked at opening: the roles of a single selected user. */
  initialRoleIds: string[];
  onSave: (roleIds: string[]) => Promise<unknown>;
  onClose: () => void;
};

/** 角色配置: a checkable role tree; saving replaces the roles of every selected user (user/grant). */
export const UserGrantModal = ({ userIds, tenantId, initialRoleIds, onSave, onClose }: UserGrantModalProps) => {
  const open = userIds.length > 0;
  const { message } = App.useApp();
  const { data, isLoading } = useRoleTree(tenantId, open);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setChecked(initialRoleIds);
  }, [open, initialRoleIds]);
  const save = async () => {
    if (checked.length === 0) {
      void message.warning(commonMessages.selectAtLeastOne);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked);
      void message.success(doneMessages.rolesGranted);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="角色配置"
      onCancel={onClose}
      onOk={() => void save().catch(() => {})}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Spin spinning={isLoading}>
        {data && data.length > 0 ? (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            treeData={data}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        ) : (
          <Empty description="暂无角色" />
        )}
      </Spin>
    </Modal>
  );
};

import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';

/**
 * Deleting anywhere (spec 1 §5 Deletion): at least one id, then '确定将选择数据删除?'; on success
 * '已删除' and `done` (refresh the list, clear the selection). A failure shows the server's message.
 */
export const useConfirmRemove = () => {
  const { modal, message } = App.useApp();
  return (ids: string[], remove: (ids: string[]) => Promise<unknown>, done?: () => void) => {
    if (ids.length === 0) {
      void message.warning(commonMessages.selectAtLeastOne);
      return;
    }
    modal.confirm({
      title: '提示',
      content: commonMessages.confirmDelete,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove(ids);
        void message.success(doneMessages.removed);
        done?.();
      },
    });
  };
};

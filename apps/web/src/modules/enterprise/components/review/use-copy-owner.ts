import { copyOwnerRefusal } from '@kc/domain/enterprise/enterprise';
import { doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import type { useSelection } from '../../../../components/crud/use-selection';
import { type EnterpriseDetail, useEnterpriseReviewMutations } from '../../review-api';

type Selection = ReturnType<typeof useSelection<EnterpriseDetail>>;

/**
 * 复制为货主企业 (spec 1 §5): the domain's five checks first, in order, then a confirmation; the server
 * checks again and its message is shown if it refuses.
 */
export const useCopyOwner = (selection: Selection) => {
  const { modal, message } = App.useApp();
  const { copyOwner } = useEnterpriseReviewMutations();
  return () => {
    const refusal = copyOwnerRefusal(selection.rows);
    if (refusal) {
      void message.warning(refusal);
      return;
    }
    modal.confirm({
      title: '复制为货主企业',
      content: `确定将选择的${selection.rows.length}家企业复制为货主企业?`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await copyOwner.mutateAsync(selection.ids);
          void message.success(doneMessages.copiedOwner);
          selection.clear();
        } catch {
          // The server's refusal is already shown; the confirmation closes either way.
        }
      },
    });
  };
};

import { ReviewStatus } from '@kc/domain/enterprise/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useState } from 'react';
import { useConfirmAction } from '../../../../components/crud/use-confirm-action';
import { useEnterpriseReviewMutations } from '../../review-api';

/** Pass (asked first) or reject (its reason dialog) one enterprise; the toast says which, then back to the list. */
export const useReviewDecision = (id: string, backToList: () => void) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { updateStatus } = useEnterpriseReviewMutations();
  const [rejecting, setRejecting] = useState(false);
  return {
    passing: updateStatus.isPending && !rejecting,
    pass: () =>
      confirm({
        content: confirmMessages.pass,
        run: () => updateStatus.mutateAsync({ id, status: ReviewStatus.approved, reviewerReason: '' }),
        done: doneMessages.passed,
        after: backToList,
      }),
    rejecting,
    openReject: () => setRejecting(true),
    closeReject: () => setRejecting(false),
    reject: async (reviewerReason: string) => {
      await updateStatus.mutateAsync({ id, status: ReviewStatus.rejected, reviewerReason });
      setRejecting(false);
      void message.success(doneMessages.rejected);
      backToList();
    },
  };
};

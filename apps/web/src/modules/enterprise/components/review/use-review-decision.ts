import { ReviewStatus } from '@kc/domain/enterprise/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useState } from 'react';
import { useEnterpriseReviewMutations } from '../../review-api';

/** Pass or reject one enterprise; either way '操作成功!' and back to the list. */
export const useReviewDecision = (id: string, backToList: () => void) => {
  const { message } = App.useApp();
  const { updateStatus } = useEnterpriseReviewMutations();
  const [rejecting, setRejecting] = useState(false);
  const done = () => {
    void message.success(commonMessages.successBang);
    backToList();
  };
  return {
    passing: updateStatus.isPending && !rejecting,
    pass: () =>
      updateStatus
        .mutateAsync({ id, status: ReviewStatus.approved, reviewerReason: '' })
        .then(done)
        .catch(() => {}),
    rejecting,
    openReject: () => setRejecting(true),
    closeReject: () => setRejecting(false),
    reject: async (reviewerReason: string) => {
      await updateStatus.mutateAsync({ id, status: ReviewStatus.rejected, reviewerReason });
      setRejecting(false);
      done();
    },
  };
};

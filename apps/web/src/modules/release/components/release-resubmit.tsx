import { releaseMachine } from '@kc/domain/release/release';
import { releaseFeeMessages } from '@kc/domain/release/release-fee';
import { Button } from 'antd';
import { useAccess } from '../../../app/access';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import type { ReleaseDetail } from '../api';
import { useReleaseFeeMutations } from '../release-fee-api';

/** 重新提交: the shipper answers a rejection (spec 3 §4: 11 or 21 → 10, the platform reviews it again). */
export const ReleaseResubmitButton = ({ release: r }: { release: ReleaseDetail }) => {
  const { can } = useAccess();
  const confirm = useConfirmAction();
  const { resubmit } = useReleaseFeeMutations();
  if (!r.sides.includes('shipper') || !releaseMachine.can('resubmit', r.status) || !can('ccb_release_tray_split'))
    return null;
  return (
    <Button
      type="primary"
      data-testid="release-resubmit"
      onClick={() =>
        confirm({
          content: releaseFeeMessages.confirmResubmit,
          run: () => resubmit.mutateAsync(r.id),
          done: releaseFeeMessages.resubmitted,
        })
      }
    >
      重新提交
    </Button>
  );
};

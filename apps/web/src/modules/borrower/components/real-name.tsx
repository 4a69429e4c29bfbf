import { BORROWER_REAL_NAME_EVENT } from '@kc/domain/borrower/borrower';
import {
  canAuthenticate,
  REAL_NAME_STATUS_LABELS,
  RealNameStatus,
  realNameActionLabel,
} from '@kc/domain/borrower/status';
import { App, Button, Tag, Tooltip } from 'antd';
import { useAccess } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { type RealNameKind, useBorrowerMutations, useRefreshBorrowers } from '../api';

const colors: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/** The real-name status (spec 1 §4); at 3 the provider's reason as a tooltip. */
export const RealNameTag = ({ status, reason }: { status: number; reason: string | null }) => {
  const tag = (
    <Tag color={colors[status] ?? 'default'} data-testid="real-name-status">
      {REAL_NAME_STATUS_LABELS[status as RealNameStatus] ?? status}
    </Tag>
  );
  return status === RealNameStatus.rejected && reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
};

const permOf: Record<RealNameKind, string> = { borrower: 'bow_realNameCheck', coborrower: 'cob_realNameCheck' };

/**
 * The row's real-name button: 实名认证 at 0, 重新认证 at 3, 认证查询 at 1 (spec 1 §4); with the kind's permission
 * (bow_realNameCheck, cob_realNameCheck).
 */
export const RealNameAction = ({ kind, id, status }: { kind: RealNameKind; id: string; status: number }) => {
  const { can } = useAccess();
  const { message } = App.useApp();
  const { realName, realNameSearch } = useBorrowerMutations();
  if (!can(permOf[kind])) return null;
  if (canAuthenticate(status))
    return (
      <Button
        type="link"
        size="small"
        data-testid="real-name-ask"
        loading={realName.isPending}
        onClick={() =>
          realName.mutate({ kind, id }, { onSuccess: () => void message.success('已提交实名认证，请等待认证结果') })
        }
      >
        {realNameActionLabel(status)}
      </Button>
    );
  if (status === RealNameStatus.pending)
    return (
      <Button
        type="link"
        size="small"
        data-testid="real-name-search"
        loading={realNameSearch.isPending}
        onClick={() =>
          realNameSearch.mutate(
            { kind, id },
            { onSuccess: (r) => void message.info(`认证状态：${r.realNameStatusName}`) },
          )
        }
      >
        认证查询
      </Button>
    );
  return null;
};

/** Lists and details read again when a real-name status moves (the provider's answer arrives). */
export const useRealNameLive = () => {
  const refresh = useRefreshBorrowers();
  useLiveEvent(BORROWER_REAL_NAME_EVENT, refresh);
};

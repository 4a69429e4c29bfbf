import { FinanceStatus, FourStatus } from '@kc/domain/finance/status';
import { Alert, Button, Flex } from 'antd';
import type { FinanceDetail } from '../api';
import { useFinanceMoves } from '../hooks/use-finance-moves';

/**
 * What went wrong, in red: the reviewer's rejection reason (fourStatus 11, 21), the bank's refusal (101) and the
 * failed push (41) with 重新推送 for who may (butTest: `actions.push`).
 */
export const FinanceNotices = ({ apply: a }: { apply: FinanceDetail }) => {
  const moves = useFinanceMoves();
  const rejected = a.fourStatus === FourStatus.platformRejected || a.fourStatus === FourStatus.warehouseRejected;
  const pushFailed = a.fourStatus === FourStatus.pushFailed;
  const refused = a.status === FinanceStatus.refused;
  if (!rejected && !pushFailed && !refused) return null;
  return (
    <Flex vertical gap={8}>
      {rejected && (
        <Alert
          type="error"
          showIcon
          data-testid="finance-four-descr"
          title={`${a.fourStatusName}：${a.fourDescr || '未填写原因'}`}
        />
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          data-testid="finance-refuse-reason"
          title={`融资拒绝：${a.refuseReason || '银行未说明原因'}`}
        />
      )}
      {pushFailed && (
        <Alert
          type="error"
          showIcon
          data-testid="finance-push-error"
          title={`推送银行失败：${a.pushError || '未知原因'}`}
          action={
            a.actions.push && (
              <Button
                size="small"
                danger
                loading={moves.pushing}
                onClick={() => void moves.push(a).catch(() => {})}
                data-testid="finance-push"
              >
                重新推送
              </Button>
            )
          }
        />
      )}
    </Flex>
  );
};

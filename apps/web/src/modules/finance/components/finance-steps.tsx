import { FinanceStatus } from '@kc/domain/finance/status';
import { Steps } from 'antd';
import type { FinanceDetail } from '../api';
import { FINANCE_STEP_TITLES, financeStepState } from '../finance-steps';

/**
 * 提交申请 → 平台审核 → 仓库审核 → 推送银行 → 质押签章 → 放款 → 完成, the current step from the two statuses; a
 * stopped step says why (驳回, 推送失败, 融资拒绝, 已作废).
 */
export const FinanceSteps = ({ apply: a }: { apply: FinanceDetail }) => {
  const state = financeStepState(a.status, a.fourStatus, Boolean(a.loanMoney));
  const stopped = a.status === FinanceStatus.refused || a.status === FinanceStatus.void;
  const note = state.status === 'error' ? (stopped ? a.statusName : a.fourStatusName) : undefined;
  return (
    <Steps
      data-testid="finance-steps"
      size="small"
      titlePlacement="vertical"
      current={state.current}
      status={state.status}
      items={FINANCE_STEP_TITLES.map((title, i) => ({ title, content: i === state.current ? note : undefined }))}
    />
  );
};

import { FinanceStatus, FourStatus } from '@kc/domain/finance/status';

/** The step bar of an application (spec 2 §2 Pledge-financing detail; the flow of spec 2 §4). */
export const FINANCE_STEP_TITLES = [
  '提交申请',
  '平台审核',
  '仓库审核',
  '推送银行',
  '质押签章',
  '放款',
  '完成',
] as const;

export type FinanceStepState = { current: number; status: 'wait' | 'process' | 'finish' | 'error' };

/** Where the four-party agreement stands while the application awaits it (status 50, or voided from there). */
const fourStep = (fourStatus: number): FinanceStepState => {
  switch (fourStatus) {
    case FourStatus.awaitingPlatform:
      return { current: 1, status: 'process' };
    case FourStatus.platformRejected:
      return { current: 1, status: 'error' };
    case FourStatus.awaitingWarehouse:
      return { current: 2, status: 'process' };
    case FourStatus.warehouseRejected:
      return { current: 2, status: 'error' };
    case FourStatus.passed:
      return { current: 3, status: 'process' };
    case FourStatus.pushFailed:
      return { current: 3, status: 'error' };
    case FourStatus.pushed:
      return { current: 4, status: 'process' };
    default:
      return { current: 0, status: 'process' };
  }
};

/**
 * The current step and its state: the agreement's review and push (status 50), the bank's admission and the pledge
 * seals (60), the loan (70; once disbursed, the repayment that completes it), done (100). A refusal (101) stops at
 * the push or, once pushed, at the pledge; a void application (0) stops where its agreement was.
 */
export const financeStepState = (status: number, fourStatus: number, disbursed: boolean): FinanceStepState => {
  switch (status) {
    case FinanceStatus.complete:
      return { current: FINANCE_STEP_TITLES.length - 1, status: 'finish' };
    case FinanceStatus.pledged:
      return disbursed ? { current: 6, status: 'process' } : { current: 5, status: 'process' };
    case FinanceStatus.awaitingPledge:
      return { current: 4, status: 'process' };
    case FinanceStatus.refused:
      return { current: fourStatus === FourStatus.pushed ? 4 : 3, status: 'error' };
    case FinanceStatus.void:
      return { current: fourStep(fourStatus).current, status: 'error' };
    default:
      return fourStep(fourStatus);
  }
};

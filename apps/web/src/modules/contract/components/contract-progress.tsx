import { Steps } from 'antd';

/**
 * The contract's own progress (spec 2 §4: initiate, confirm terms, in force, receipt transfer, complete). The last
 * step is reached only when the transaction is complete, so it shows done (ticked) rather than in progress.
 */
export const ContractProgress = ({ steps, current }: { steps: readonly string[]; current: number }) => (
  <Steps
    data-testid="contract-progress"
    size="small"
    titlePlacement="vertical"
    current={current}
    status={current >= steps.length - 1 ? 'finish' : 'process'}
    items={steps.map((title) => ({ title }))}
  />
);

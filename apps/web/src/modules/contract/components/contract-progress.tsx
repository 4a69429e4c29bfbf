import { Steps } from 'antd';

/** The contract's own progress (spec 2 §4: initiate, confirm terms, in force, receipt transfer, complete). */
export const ContractProgress = ({ steps, current }: { steps: readonly string[]; current: number }) => (
  <Steps
    data-testid="contract-progress"
    size="small"
    titlePlacement="vertical"
    current={current}
    items={steps.map((title) => ({ title }))}
  />
);

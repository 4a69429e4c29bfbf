import { Button, Space } from 'antd';
import { type ContractWizard, WIZARD_STEPS } from '../../hooks/use-contract-wizard';

/** 上一步 / 下一步, and on the last step 暂存 (a draft or a new contract only) and 提交. */
export const WizardFooter = ({ wizard: w }: { wizard: ContractWizard }) => {
  const last = w.step === WIZARD_STEPS.length - 1;
  return (
    <Space style={{ marginTop: 24, width: '100%', justifyContent: 'center' }}>
      {w.canGoBack && (
        <Button data-testid="wizard-prev" onClick={w.prev}>
          上一步
        </Button>
      )}
      {!last && (
        <Button type="primary" data-testid="wizard-next" onClick={w.next}>
          下一步
        </Button>
      )}
      {last && w.canStash && (
        <Button
          data-testid="wizard-stash"
          loading={w.saving === 'stash'}
          disabled={w.saving !== null || !w.feesReady}
          onClick={w.stash}
        >
          暂存
        </Button>
      )}
      {last && (
        <Button
          type="primary"
          data-testid="wizard-submit"
          loading={w.saving === 'submit'}
          disabled={w.saving !== null || !w.feesReady}
          onClick={w.submit}
        >
          提交
        </Button>
      )}
    </Space>
  );
};

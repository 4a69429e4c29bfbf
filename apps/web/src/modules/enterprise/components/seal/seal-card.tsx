import { sealMessages } from '@kc/domain/enterprise/seal';
import { canApplySeal, EsignStatus, esignStatusRow, ReviewStatus } from '@kc/domain/enterprise/status';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import type { EnterpriseDetail } from '../../api';
import { useEsignWatch } from '../../hooks/use-esign-watch';
import { useSealDialogs } from '../../hooks/use-seal-dialogs';
import { AutoSignSwitch } from './auto-sign-switch';
import { BankBranchDialog } from './bank-branch-dialog';
import { CompanySealDialog } from './company-seal-dialog';
import { PersonSealDialog } from './person-seal-dialog';
import { RandomAmountDialog } from './random-amount-dialog';
import { SealPicture } from './seal-picture';

const FAILED: readonly number[] = [EsignStatus.enterpriseFailed, EsignStatus.personFailed];

/**
 * The electronic seal (spec 1 §4 E-sign status, §8): the status with its meaning and the one next step it
 * allows — apply, fill the random amount, choose the bank branch — or, once open, the seal and silent signing.
 */
export const SealCard = ({ detail }: { detail: EnterpriseDetail }) => {
  const isPerson = detail.isPerson === 1;
  const status = detail.esignStatus;
  const row = esignStatusRow(status);
  const watch = useEsignWatch(detail);
  const dialogs = useSealDialogs();
  const applyDialog = isPerson ? 'person' : 'company';
  const flowId = detail.esignFlowId ?? '';
  const afterMove = () => {
    dialogs.close();
    watch.start();
  };

  const approved = detail.approved ?? detail.status === ReviewStatus.approved;
  const open = status === EsignStatus.success && detail.hasSeal;
  const applyLabel = isPerson
    ? '申请个人电子签章'
    : status === EsignStatus.enterpriseVerifying
      ? '重新提交'
      : '申请电子签章';

  const actions = [
    canApplySeal(status, detail.hasSeal) && (
      <Button key="apply" type="primary" onClick={() => dialogs.open(applyDialog)}>
        {applyLabel}
      </Button>
    ),
    !isPerson && row.action === 'amount' && (
      <Button key="amount" type="primary" onClick={() => dialogs.open('amount')}>
        填写随机金额
      </Button>
    ),
    !isPerson && row.action === 'bank' && (
      <Button key="bank" type="primary" onClick={() => dialogs.open('bank')}>
        选择开户支行
      </Button>
    ),
  ].filter(Boolean);
  // Nothing to do but wait for the provider: say what it is doing.
  const waiting = approved && actions.length === 0 && !open;

  return (
    <Card title="电子签章" data-testid="seal-card">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {!approved && <Alert type="info" showIcon title={sealMessages.notApproved} />}
        {FAILED.includes(status) && <Alert type="error" showIcon title={detail.esignMsg || row.meaning} />}
        {status === EsignStatus.transferInProgress && (
          <Alert type="warning" showIcon title={sealMessages.transferLong} />
        )}
        {approved && actions.length > 0 && <Space wrap>{actions}</Space>}
        {waiting && (
          <Space>
            {!row.final && <Spin size="small" />}
            <Typography.Text type="secondary">{row.meaning}</Typography.Text>
          </Space>
        )}
        {open && (
          <Space orientation="vertical" size={12}>
            <SealPicture />
            <AutoSignSwitch isAutoSign={detail.isAutoSign === 1} />
          </Space>
        )}
      </Space>
      {dialogs.which === 'company' && (
        <CompanySealDialog key={dialogs.key} detail={detail} onClose={dialogs.close} onApplied={afterMove} />
      )}
      {dialogs.which === 'person' && (
        <PersonSealDialog key={dialogs.key} detail={detail} onClose={dialogs.close} onApplied={afterMove} />
      )}
      {dialogs.which === 'amount' && (
        <RandomAmountDialog
          key={dialogs.key}
          flowId={flowId}
          onClose={dialogs.close}
          onVerified={afterMove}
          onRetry={() => dialogs.open('amount')}
          onReapply={() => dialogs.open(applyDialog)}
        />
      )}
      {dialogs.which === 'bank' && (
        <BankBranchDialog
          key={dialogs.key}
          flowId={flowId}
          bankAccount={detail.bankAccount}
          onClose={dialogs.close}
          onSubmitted={afterMove}
          onReapply={() => dialogs.open(applyDialog)}
        />
      )}
    </Card>
  );
};

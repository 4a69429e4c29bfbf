import { FinanceStatus } from '@kc/domain/finance/status';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useFinanceDetail } from '../api';
import { useFinanceLive } from '../hooks/use-finance-live';
import { FinanceBankCallbacks } from './finance-bank-callbacks';
import { FinanceBillsCard } from './finance-bills-card';
import { FinanceDetailActions } from './finance-detail-actions';
import { FinanceLoanCard, showsLoan } from './finance-loan-card';
import { FinanceNotices } from './finance-notices';
import { FinanceParties } from './finance-parties';
import { type FinancePdf, FinancePdfDialog } from './finance-pdf-dialog';
import { FinanceSteps } from './finance-steps';
import { FinanceSummary } from './finance-summary';
import { ServiceFeeCard } from './service-fee-card';

const SIGNING_REFRESH_MS = 2000;

/**
 * One application (spec 2 §2 Pledge-financing detail): its progress, what went wrong, the caller's moves, company,
 * bank and loan information, the receipts with their pledge and seals (and the batch seals), the four-party
 * agreement and pledge notice viewers, the financing service fee once pledged, and for the platform the bank's
 * callbacks with what became of each. Live events keep it current.
 */
export const FinanceDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const [signing, setSigning] = useState(false);
  const { data: apply, isLoading, isError } = useFinanceDetail(id, signing ? SIGNING_REFRESH_MS : false);
  const refresh = useFinanceLive(id, apply);
  const onSigning = useCallback((running: boolean) => setSigning(running), []);
  const [pdf, setPdf] = useState<FinancePdf | null>(null);
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !apply) return <Result status="404" title="融资申请不存在或无权查看" extra={back} />;
  return (
    <Flex vertical gap={16} data-testid="finance-detail">
      <Card
        title={`融资申请 ${apply.code}`}
        extra={
          <Space>
            <FinanceDetailActions
              apply={apply}
              onViewFour={() => setPdf({ kind: 'four', id: apply.id, title: `四方协议 ${apply.code}` })}
            />
            {back}
          </Space>
        }
      >
        <Flex vertical gap={16}>
          <FinanceSteps apply={apply} />
          <FinanceNotices apply={apply} />
          <FinanceSummary apply={apply} />
        </Flex>
      </Card>
      <FinanceParties apply={apply} />
      {showsLoan(apply) && <FinanceLoanCard apply={apply} />}
      <FinanceBillsCard
        apply={apply}
        onChanged={refresh}
        onSigning={onSigning}
        onViewNotice={(row) => setPdf({ kind: 'notice', id: row.id, title: `质押通知书 ${row.billCode}` })}
      />
      {apply.status >= FinanceStatus.pledged && !apply.redacted && <ServiceFeeCard applyId={apply.id} />}
      {apply.sides.includes('platform') && (apply.financeAppId || apply.status !== FinanceStatus.awaitingFour) && (
        <FinanceBankCallbacks applyId={apply.id} />
      )}
      <FinancePdfDialog pdf={pdf} onClose={() => setPdf(null)} />
    </Flex>
  );
};

import { ServiceAmountStatus } from '@kc/domain/finance/service-fee';
import { Alert, Card, Divider, Spin, Tag } from 'antd';
import { useAccess } from '../../../app/access';
import { useRefreshRecords } from '../../../app/query-keys';
import { financeKeys } from '../api';
import { serviceFeeKeys, useServiceFee } from '../service-fee-api';
import { ServiceFeeForm } from './service-fee-form';
import { ServiceFeePayment } from './service-fee-payment';

/**
 * 融资服务费 of a financing application (spec 2 §2 Financing service-fee card, §3, §4, §5, §6): after the bank
 * disbursed, the platform fills and commits the form (ccb_release_updateLoan); the committed fee is paid by the
 * shipper and confirmed, and its invoice applied for. A part of its application: kept current with it (useFinanceLive).
 */
export const ServiceFeeCard = ({ applyId }: { applyId: string }) => {
  const refresh = useRefreshRecords();
  const { can } = useAccess();
  const { data: card, isLoading, isError, error } = useServiceFee(applyId);
  // Paid here: the application (its fee card, its status in the lists) and the fee's vouchers and invoice.
  const reload = () => refresh([financeKeys.detail(applyId)], [serviceFeeKeys.all]);
  const committed = card?.serviceAmountStatus === ServiceAmountStatus.submitted;
  const editable = Boolean(card && !committed && card.actions.edit && can('ccb_release_updateLoan'));
  return (
    <Card
      size="small"
      title="融资服务费"
      data-testid="service-fee-card"
      data-status={card?.serviceAmountStatus ?? ''}
      data-pay-status={card?.payStatus ?? ''}
      extra={card && card.serviceAmountStatus !== null && <Tag>{card.serviceAmountStatusName}</Tag>}
    >
      <Spin spinning={isLoading}>
        {isError && <Alert type="warning" showIcon title={error?.message ?? '融资服务费加载失败'} />}
        {!isLoading && !isError && !card && <Alert type="info" showIcon title="银行放款后由平台填写融资服务费" />}
        {card && (
          <>
            {card.id === null && !editable && <Alert type="info" showIcon title="平台尚未填写融资服务费" />}
            {(card.id !== null || editable) && <ServiceFeeForm card={card} editable={editable} />}
            {committed && card.id !== null && (
              <>
                <Divider plain>支付</Divider>
                <ServiceFeePayment card={{ ...card, id: card.id }} onChanged={reload} />
              </>
            )}
          </>
        )}
      </Spin>
    </Card>
  );
};

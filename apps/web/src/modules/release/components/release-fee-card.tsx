import { ServiceAmountStatus } from '@kc/domain/finance/service-fee';
import { Alert, Divider, Spin, Tag } from 'antd';
import { useAccess } from '../../../app/access';
import { useRefreshRecords } from '../../../app/query-keys';
import { financeKeys, ServiceFeeForm, ServiceFeePayment } from '../../finance';
import { type ReleaseDetail, releaseKeys } from '../api';
import { releaseFeePayCalls, useReleaseFee, useReleaseFeeMutations } from '../release-fee-api';

/**
 * 服务费 of a release (spec 2 §9: the financing service fee over this release's pickup loan; spec 3 §4 "Service-fee
 * payment"): finance's form and payment over the release's card — the platform fills and commits it
 * (ccb_release_updateLoan), the shipper pays by WeChat or Alipay or uploads a voucher, the platform confirms it.
 * The warehouse reviewer never sees it (finance_warehouse: the server answers 404, the page shows nothing).
 */
export const ReleaseFeeCard = ({ release: r }: { release: ReleaseDetail }) => {
  const refresh = useRefreshRecords();
  const { can } = useAccess();
  const moves = useReleaseFeeMutations();
  const { data: card, isLoading, isError, error } = useReleaseFee(r.id, !r.redacted);
  if (r.redacted) return null;
  const reload = () => refresh([releaseKeys.detail(r.id)], [financeKeys.all]);
  const committed = card?.serviceAmountStatus === ServiceAmountStatus.submitted;
  const editable = Boolean(card && !committed && card.actions.edit && can('ccb_release_updateLoan') && r.status !== 0);
  return (
    <Spin spinning={isLoading}>
      <div
        data-testid="release-fee-card"
        data-status={card?.serviceAmountStatus ?? ''}
        data-pay-status={card?.payStatus ?? ''}
        style={{ marginTop: 12 }}
      >
        {isError && <Alert type="warning" showIcon title={error?.message ?? '服务费加载失败'} />}
        {!isLoading && !isError && !card && <Alert type="info" showIcon title="银行放款后由平台填写服务费" />}
        {card && (
          <>
            {card.serviceAmountStatus !== null && <Tag style={{ marginBottom: 8 }}>{card.serviceAmountStatusName}</Tag>}
            {card.id === null && !editable && <Alert type="info" showIcon title="平台尚未填写本次解押的服务费" />}
            {(card.id !== null || editable) && (
              <ServiceFeeForm card={card} editable={editable} onSubmit={moves.submit.mutateAsync} />
            )}
            {committed && card.id !== null && (
              <>
                <Divider plain>支付</Divider>
                <ServiceFeePayment
                  card={{ ...card, id: card.id }}
                  onChanged={reload}
                  calls={releaseFeePayCalls(r.id)}
                  onConfirmOffline={() => moves.confirmOffline.mutateAsync(r.id)}
                />
              </>
            )}
          </>
        )}
      </div>
    </Spin>
  );
};

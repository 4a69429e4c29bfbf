import { AlipayCircleOutlined, CheckOutlined, PictureOutlined, WechatOutlined } from '@ant-design/icons';
import { ServiceStatus } from '@kc/domain/contract/status';
import { feePartyLabels, PayWay, paymentMessages, payWayLabels, TradePayStatus } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import { Alert, Button, Card, Flex, Spin, Tag } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { ContractInvoicePanel } from '../../invoice';
import { useFeeShare, usePaymentMutations } from '../api';
import { FeeShareFigures } from './fee-share-figures';
import { VoucherUploadButton } from './voucher-upload-button';

type Props = {
  contractId: string;
  companyType: number;
  /** the caller's own side: it pays and uploads */
  own: boolean;
  isPlatform: boolean;
  onPay: (payWay: number) => void;
  onVouchers: () => void;
};

/**
 * 平台服务费确认 of one side (spec 2 §4 "Service fee payment per party", §6): the share from confirmService and
 * its states; the own unpaid share pays by WeChat, Alipay or an offline voucher; the platform confirms an
 * offline payment; once paid, the side applies for its invoice.
 */
export const FeeSideCard = ({ contractId, companyType, own, isPlatform, onPay, onVouchers }: Props) => {
  const { data: share, isLoading, isError, error } = useFeeShare(contractId, companyType);
  const { confirmOffline } = usePaymentMutations(contractId);
  const confirm = useConfirmAction();
  const unpaid = share?.serviceStatus === ServiceStatus.unpaid;
  const awaitingOffline = share?.tradePayStatus === TradePayStatus.paidOffline;
  const title = `${feePartyLabels[companyType]}平台服务费确认`;
  return (
    <Card size="small" title={title} data-testid={`fee-side-${companyType}`} data-status={share?.serviceStatus}>
      <Spin spinning={isLoading}>
        {isError && <Alert type="warning" showIcon message={error?.message ?? '平台服务费加载失败'} />}
        {share && (
          <Flex vertical gap={12}>
            <Flex gap={8} wrap align="center">
              <span data-testid={`fee-service-status-${companyType}`} data-status={share.serviceStatus}>
                <StatusTag value={share.serviceStatus} map={statusMaps.serviceStatus} />
              </span>
              <span data-testid={`fee-trade-status-${companyType}`} data-status={share.tradePayStatus}>
                <StatusTag value={share.tradePayStatus} map={statusMaps.tradePay} />
              </span>
              {share.payWay != null && <Tag>{payWayLabels[share.payWay] ?? share.payWay}</Tag>}
            </Flex>
            <FeeShareFigures share={share} />
            <Flex gap={8} wrap>
              {own && unpaid && !awaitingOffline && (
                <>
                  <Button
                    type="primary"
                    icon={<WechatOutlined />}
                    style={{ background: '#07c160' }}
                    data-testid={`fee-pay-wechat-${companyType}`}
                    onClick={() => onPay(PayWay.wechat)}
                  >
                    微信支付
                  </Button>
                  <Button
                    type="primary"
                    icon={<AlipayCircleOutlined />}
                    style={{ background: '#1677ff' }}
                    data-testid={`fee-pay-alipay-${companyType}`}
                    onClick={() => onPay(PayWay.alipay)}
                  >
                    支付宝支付
                  </Button>
                </>
              )}
              {own && unpaid && (
                <VoucherUploadButton
                  contractId={contractId}
                  label={awaitingOffline ? '补充凭证' : '线下支付'}
                  testId={`fee-pay-offline-${companyType}`}
                />
              )}
              <Button icon={<PictureOutlined />} data-testid={`fee-vouchers-${companyType}`} onClick={onVouchers}>
                查看凭证
              </Button>
              {isPlatform && awaitingOffline && (
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  data-testid={`fee-confirm-offline-${companyType}`}
                  onClick={() =>
                    confirm({
                      content: paymentMessages.confirmOffline,
                      run: () => confirmOffline.mutateAsync({ id: contractId, companyType }),
                      done: commonMessages.success,
                    })
                  }
                >
                  确认线下支付
                </Button>
              )}
            </Flex>
            <ContractInvoicePanel
              contractId={contractId}
              companyType={companyType}
              own={own}
              serviceStatus={share.serviceStatus}
            />
          </Flex>
        )}
      </Spin>
    </Card>
  );
};

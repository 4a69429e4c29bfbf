import { ServiceStatus } from '@kc/domain/contract/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import type { TransferFees } from '@kc/domain/transfer/transfer';
import { Descriptions, Space, Typography } from 'antd';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';

type Side = 'shipper' | 'buyer';

/** A party's share of the platform fee: its amount and status; a voucher still to confirm reads as such. */
const Share = ({ fees, side }: { fees: TransferFees; side: Side }) => {
  const status = fees[`${side}ServiceStatus`];
  const trade = fees[`${side}TradePayStatus`];
  const waiting = status === ServiceStatus.unpaid && trade === TradePayStatus.paidOffline;
  return (
    <Space size={8} data-testid={`transfer-fee-${side}`} data-status={status} data-trade={trade}>
      {status !== ServiceStatus.notNeeded && <Typography.Text>{fees[`${side}ServiceAmount`]} 元</Typography.Text>}
      {waiting ? (
        <StatusTag value={trade} map={statusMaps.tradePay} />
      ) : (
        <StatusTag value={status} map={statusMaps.serviceStatus} />
      )}
    </Space>
  );
};

/**
 * What the transfer review asks the platform to have checked before it passes (spec 3 §5 Transfer audit: 货款、平台服务费
 * 的支付情况): the supplier's and the buyer's platform service fee and the supplier's confirmation of the goods money.
 */
export const TransferFeeStatus = ({
  fees,
  stacked = false,
  testId = 'transfer-fees',
}: {
  fees: TransferFees;
  stacked?: boolean;
  testId?: string;
}) => (
  <Descriptions
    data-testid={testId}
    bordered
    size="small"
    column={stacked ? 1 : { xs: 1, md: 3 }}
    items={[
      { key: 'shipper', label: '供方平台服务费', children: <Share fees={fees} side="shipper" /> },
      { key: 'buyer', label: '需方平台服务费', children: <Share fees={fees} side="buyer" /> },
      {
        key: 'goods',
        label: '货款',
        children: (
          <span data-testid="transfer-fee-goods" data-status={fees.goodsMoneyStatus}>
            <StatusTag value={fees.goodsMoneyStatus} map={statusMaps.goodsMoney} />
          </span>
        ),
      },
    ]}
  />
);

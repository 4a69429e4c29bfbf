import { CheckCircleOutlined } from '@ant-design/icons';
import { ContractStatus } from '@kc/domain/contract/status';
import { FeeParty, GoodsMoneyStatus, PAYMENT_STATUS_EVENT, paymentMessages } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import { Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { ContractDetail } from '../../contract';
import { useTradeParty } from '../../trade';
import { feeMoved, usePaymentMutations } from '../api';
import { FeeSideCard } from './fee-side-card';
import { PayDialog } from './pay-dialog';
import { VoucherDialog } from './voucher-dialog';

const sideOf = (party: ContractDetail['myParty']) =>
  party === 'shipper' ? FeeParty.shipper : party === 'buyer' ? FeeParty.buyer : null;

/**
 * The fee payment of a contract in force (spec 2 §4 "Service fee payment per party", §6): a party sees and pays
 * its own share, the platform both and confirms offline payments; the supplier confirms the goods money.
 */
export const ContractFeePayment = ({ contract }: { contract: ContractDetail }) => {
  const refresh = useRefreshRecords();
  const party = useTradeParty();
  const mySide = sideOf(contract.myParty);
  const [payWay, setPayWay] = useState<number | null>(null);
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const { confirmCollection } = usePaymentMutations(contract.id);
  const confirm = useConfirmAction();
  const reload = () => {
    const { records, refreshes } = feeMoved(contract.id);
    refresh(records, refreshes);
  };
  // The other page of the same party (or the platform's confirmation) moved a share: read again.
  useLiveEvent<{ contractId?: string }>(PAYMENT_STATUS_EVENT, (e) => {
    if (String(e?.contractId) === String(contract.id)) reload();
  });
  if (contract.status !== ContractStatus.inForce) return null;
  const sides = mySide === null ? [FeeParty.shipper, FeeParty.buyer] : [mySide];
  return (
    <Flex vertical gap={12} data-testid="fee-payment">
      <Flex gap={12} align="center" wrap>
        <span data-testid="goods-money-status" data-status={contract.goodsMoneyStatus}>
          <StatusTag value={contract.goodsMoneyStatus} map={statusMaps.goodsMoney} />
        </span>
        {mySide === FeeParty.shipper && contract.goodsMoneyStatus === GoodsMoneyStatus.unconfirmed && (
          <Button
            icon={<CheckCircleOutlined />}
            data-testid="confirm-collection"
            onClick={() =>
              confirm({
                content: paymentMessages.confirmCollection,
                run: () => confirmCollection.mutateAsync(contract.id),
                done: commonMessages.success,
              })
            }
          >
            确认收到货款
          </Button>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        {sides.map((side) => (
          <Col key={side} xs={24} xl={sides.length > 1 ? 12 : 24}>
            <FeeSideCard
              contractId={contract.id}
              companyType={side}
              own={side === mySide}
              isPlatform={mySide === null && party.isPlatform}
              onPay={setPayWay}
              onVouchers={() => setVouchersOpen(true)}
            />
          </Col>
        ))}
      </Row>
      <PayDialog contractId={contract.id} payWay={payWay} onClose={() => setPayWay(null)} onPaid={reload} />
      <VoucherDialog contractId={contract.id} open={vouchersOpen} onClose={() => setVouchersOpen(false)} />
    </Flex>
  );
};

import {
  AlipayCircleOutlined,
  CheckOutlined,
  DownloadOutlined,
  FileTextOutlined,
  PictureOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import {
  FeePayStatus,
  FINANCING_FEE_BUSS_TYPE,
  type ServiceFeeCard,
  serviceFeeMessages,
} from '@kc/domain/finance/service-fee';
import { PayWay, TradePayStatus } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import type { StatusTone } from '@kc/domain/shared/status-tone';
import { Button, Descriptions, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { InvoiceApplyDialog } from '../../invoice';
import { type PayCalls, PayDialog, VoucherUploadButton } from '../../payment';
import { feePayCalls, useFeeInvoice, useServiceFeeMutations } from '../service-fee-api';
import { FeeVoucherDialog } from './fee-voucher-dialog';

const payTones: Record<number, StatusTone> = { [-1]: 'default', 0: 'warning', 1: 'success', 2: 'default' };

type Props = {
  card: ServiceFeeCard & { id: string };
  onChanged: () => void;
  /** a release's fee is paid and confirmed on the release's paths (modules/release); default finance's by fee id */
  calls?: PayCalls;
  onConfirmOffline?: () => Promise<unknown>;
};

/**
 * The payment of a committed financing service fee (spec 2 §4 "Financing service fee form", §6): its states; the
 * shipper pays by WeChat or Alipay (ccb_release_sign_shipper) or uploads an offline voucher
 * (ccb_release_upload_voucher; jpg, jpeg, png); everyone else views the vouchers; the platform confirms the offline
 * payment (ccb_release_confirm_pay_offline); once paid the shipper applies for the invoice (bussType 2).
 */
export const ServiceFeePayment = ({ card, onChanged, calls, onConfirmOffline }: Props) => {
  const { can } = useAccess();
  const confirm = useConfirmAction();
  const { insertVoucher, confirmOffline, supplyInvoice } = useServiceFeeMutations();
  const [payWay, setPayWay] = useState<number | null>(null);
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const [invoicing, setInvoicing] = useState(false);
  const trade = card.bcTradePay;
  const awaitingOffline = trade.payStatus === TradePayStatus.paidOffline;
  const paid = card.payStatus === FeePayStatus.paid;
  const mayPay = card.actions.pay && can('ccb_release_sign_shipper');
  const mayUpload = card.actions.uploadVoucher && can('ccb_release_upload_voucher');
  const mayConfirm = card.actions.confirmOffline && can('ccb_release_confirm_pay_offline');
  const mayInvoice = card.actions.invoice && can('ccb_release_sign_shipper');
  const invoice = useFeeInvoice(card.id, card.invoice !== null);
  return (
    <Flex vertical gap={12} data-testid="fee-payment-section">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'pay',
            label: '支付状态',
            children: (
              <Tag color={payTones[card.payStatus]} data-testid="fee-pay-status" data-status={card.payStatus}>
                {card.payStatusName}
              </Tag>
            ),
          },
          {
            key: 'trade',
            label: '交易状态',
            children: (
              <span data-testid="fee-trade-status" data-status={trade.payStatus}>
                <StatusTag value={trade.payStatus} map={statusMaps.tradePay} />
              </span>
            ),
          },
          { key: 'way', label: '支付方式', children: trade.payWayName || '-' },
          { key: 'time', label: '支付时间', children: trade.payTime ?? '-' },
          { key: 'confirm', label: '确认时间', children: trade.confirmTime ?? '-' },
        ]}
      />
      <Flex gap={8} wrap align="center">
        {mayPay && (
          <>
            <Button
              type="primary"
              icon={<WechatOutlined />}
              style={{ background: '#07c160' }}
              data-testid="fee-pay-wechat"
              onClick={() => setPayWay(PayWay.wechat)}
            >
              微信支付
            </Button>
            <Button
              type="primary"
              icon={<AlipayCircleOutlined />}
              data-testid="fee-pay-alipay"
              onClick={() => setPayWay(PayWay.alipay)}
            >
              支付宝支付
            </Button>
          </>
        )}
        {mayUpload && (
          <VoucherUploadButton
            label={awaitingOffline ? '补充凭证' : '上传凭证'}
            testId="fee-upload-voucher"
            typeMessage={commonMessages.uploadImageTypes}
            attach={(attachId) => insertVoucher.mutateAsync({ pushPickGoodsId: card.id, attachId })}
          />
        )}
        <Button icon={<PictureOutlined />} data-testid="fee-view-vouchers" onClick={() => setVouchersOpen(true)}>
          查看凭证
        </Button>
        {mayConfirm && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            data-testid="fee-confirm-offline"
            onClick={() =>
              confirm({
                content: serviceFeeMessages.confirmOffline,
                run: onConfirmOffline ?? (() => confirmOffline.mutateAsync(card.id)),
                done: commonMessages.success,
              })
            }
          >
            确认线下收款
          </Button>
        )}
        {paid && card.invoice && (
          <span data-testid="fee-invoice-status" data-status={card.invoice.status}>
            <StatusTag value={card.invoice.status} map={statusMaps.invoice} />
          </span>
        )}
        {invoice.data?.pdfPath && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            href={invoice.data.pdfPath}
            target="_blank"
            rel="noreferrer"
            data-testid="fee-invoice-download"
          >
            下载发票
          </Button>
        )}
        {paid && !card.invoice && mayInvoice && (
          <Button icon={<FileTextOutlined />} data-testid="fee-invoice-apply" onClick={() => setInvoicing(true)}>
            申请开票
          </Button>
        )}
      </Flex>
      <PayDialog
        contractId={card.id}
        calls={calls ?? feePayCalls}
        title={serviceFeeMessages.payDialogTitle}
        explanation={serviceFeeMessages.feeExplanation}
        payWay={payWay}
        onClose={() => setPayWay(null)}
        onPaid={onChanged}
      />
      <FeeVoucherDialog
        feeId={card.id}
        open={vouchersOpen}
        mayDelete={mayUpload && trade.payStatus !== TradePayStatus.offlineConfirmed}
        onClose={() => setVouchersOpen(false)}
      />
      {mayInvoice && (
        <InvoiceApplyDialog
          bussId={card.id}
          bussType={FINANCING_FEE_BUSS_TYPE}
          supply={supplyInvoice}
          open={invoicing}
          onClose={() => setInvoicing(false)}
        />
      )}
    </Flex>
  );
};

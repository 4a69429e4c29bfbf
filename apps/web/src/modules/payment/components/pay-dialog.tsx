import { PAY_QR_PX, PayWay, paymentMessages, payWayLabels } from '@kc/domain/payment/payment';
import { Button, Modal, Result, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { MoneyText } from '../../../components/money-text';
import { type PayCalls, usePayCode } from '../hooks/use-pay-code';

type Props = {
  /** The contract whose share is paid, or with `calls` the id they take (the financing service fee's). */
  contractId: string;
  /** Another payment's calls (default: the contract's share). */
  calls?: PayCalls;
  /** default 支付平台服务费 */
  title?: string;
  /** How the fee was computed (default: the platform fee's formula). */
  explanation?: string;
  /** PayWay 10 or 11 opens the dialog; null keeps it closed. */
  payWay: number | null;
  onClose: () => void;
  onPaid: () => void;
};

const scanHint: Record<number, string> = {
  [PayWay.wechat]: '请使用微信扫一扫完成支付',
  [PayWay.alipay]: '请使用支付宝扫一扫完成支付',
};

/** 支付平台服务费 (or another fee): the provider's 250 px code, the amount and how the fee was computed (spec 2 §9). */
export const PayDialog = ({
  contractId,
  calls,
  title = paymentMessages.payDialogTitle,
  explanation = paymentMessages.feeExplanation,
  payWay,
  onClose,
  onPaid,
}: Props) => {
  const { code, result, reload } = usePayCode({ contractId, calls, payWay, onClose, onPaid });
  const body = () => {
    if (result === 'closed') {
      return (
        <Result
          status="warning"
          title="二维码已失效"
          extra={
            <Button type="primary" onClick={reload} data-testid="pay-reload">
              刷新
            </Button>
          }
        />
      );
    }
    if (!code) {
      return (
        <Space orientation="vertical" align="center" style={{ padding: 48 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">正在生成支付二维码...</Typography.Text>
        </Space>
      );
    }
    return (
      <Space orientation="vertical" align="center" size={8}>
        <Typography.Text>
          {payWayLabels[code.payWay] ?? ''} · 应付金额{' '}
          <Typography.Text strong type="danger" style={{ fontSize: 20 }} data-testid="pay-amount">
            <MoneyText value={code.amount} yuan />
          </Typography.Text>
        </Typography.Text>
        <img
          src={code.qrCodeUrl}
          alt="支付二维码"
          data-testid="pay-qr"
          width={PAY_QR_PX}
          height={PAY_QR_PX}
          style={{ imageRendering: 'pixelated' }}
        />
        <Typography.Text>{scanHint[code.payWay] ?? ''}</Typography.Text>
        <Typography.Text type="secondary">
          订单号 {code.orderNo}，有效期至 {dayjs(code.expireTime).format('YYYY-MM-DD HH:mm:ss')}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, textAlign: 'left', margin: 0 }}>
          {explanation}
        </Typography.Paragraph>
        <Typography.Text
          type="secondary"
          copyable={{ text: code.payUrl }}
          style={{ fontSize: 12 }}
          data-testid="pay-url"
          data-url={code.payUrl}
        >
          手机浏览器打开：{code.payUrl}
        </Typography.Text>
      </Space>
    );
  };
  return (
    <Modal
      open={payWay !== null}
      title={title}
      footer={null}
      width={440}
      centered
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
    >
      <div
        data-testid="pay-dialog"
        data-status={result}
        data-order={code?.orderNo ?? ''}
        style={{ display: 'flex', justifyContent: 'center', textAlign: 'center', minHeight: 300 }}
      >
        {body()}
      </div>
    </Modal>
  );
};

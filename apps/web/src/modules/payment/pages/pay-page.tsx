import { AlipayCircleOutlined, WechatOutlined } from '@ant-design/icons';
import { paymentMessages } from '@kc/domain/payment/payment';
import { amountText } from '@kc/domain/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { MoneyText } from '../../../components/money-text';
import { type SandboxPayOrder, sandboxPayApi, sandboxPayKeys, useSandboxPayOrder } from '../sandbox-pay-api';

const looks: Record<string, { color: string; icon: React.ReactNode; name: string }> = {
  wechat: { color: '#07c160', icon: <WechatOutlined />, name: '微信支付' },
  alipay: { color: '#1677ff', icon: <AlipayCircleOutlined />, name: '支付宝' },
};

const OrderView = ({
  order,
  error,
  busy,
  onPay,
  onFail,
}: {
  order: SandboxPayOrder;
  error: string | null;
  busy: 'pay' | 'fail' | null;
  onPay: () => void;
  onFail: () => void;
}) => {
  const look = looks[order.provider] ?? looks.wechat!;
  if (order.status === 'paid') {
    return (
      <Result status="success" title={paymentMessages.paySuccess} subTitle={amountText(order.amount, { yuan: true })} />
    );
  }
  if (order.status === 'closed')
    return <Result status="warning" title="订单已关闭" subTitle="请回到电脑端重新生成二维码" />;
  return (
    <Flex vertical gap={16}>
      <Flex vertical align="center" gap={4}>
        <Typography.Text type="secondary">{order.merchant}</Typography.Text>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="m-pay-amount">
          <MoneyText value={order.amount} yuan />
        </Typography.Title>
      </Flex>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="商品">{order.description}</Descriptions.Item>
        <Descriptions.Item label="收款方">{order.merchant}</Descriptions.Item>
        {order.expireTime != null && (
          <Descriptions.Item label="有效期至">
            {dayjs(order.expireTime).format('YYYY-MM-DD HH:mm:ss')}
          </Descriptions.Item>
        )}
      </Descriptions>
      {(error ?? order.lastError) && (
        <Alert type="error" showIcon message={error ?? order.lastError} data-testid="m-pay-error" />
      )}
      <Button
        type="primary"
        size="large"
        block
        icon={look.icon}
        style={{ background: look.color }}
        loading={busy === 'pay'}
        disabled={busy !== null}
        data-testid="m-pay-confirm"
        onClick={onPay}
      >
        确认支付
      </Button>
      <Button
        size="large"
        block
        danger
        disabled={busy !== null}
        loading={busy === 'fail'}
        data-testid="m-pay-fail"
        onClick={onFail}
      >
        模拟支付失败
      </Button>
    </Flex>
  );
};

/**
 * /m/pay?pr=<code>: the phone page a pay code opens in the sandbox, standing in for WeChat Pay or Alipay (no
 * login; the code is the credential). 确认支付 pays the order and the sandbox sends the provider's notification.
 */
export const PayPage = () => {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const pr = params.get('pr')?.trim() ?? '';
  const order = useSandboxPayOrder(pr);
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const act = async (kind: 'pay' | 'fail') => {
    setBusy(kind);
    setError(null);
    try {
      const next = await (kind === 'pay' ? sandboxPayApi.pay(pr) : sandboxPayApi.fail(pr));
      client.setQueryData(sandboxPayKeys.order(pr), next);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '支付失败，请稍后重试');
      void client.invalidateQueries({ queryKey: sandboxPayKeys.order(pr) });
    } finally {
      setBusy(null);
    }
  };
  const provider = order.data?.provider;
  const look = provider ? looks[provider] : undefined;
  const body = () => {
    if (!pr) return <Result status="warning" title="支付码无效" />;
    if (order.isPending) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
    if (order.isError || !order.data) {
      return <Result status="warning" title="订单不存在或已失效" subTitle={order.error?.message} />;
    }
    return (
      <OrderView
        order={order.data}
        error={error}
        busy={busy}
        onPay={() => void act('pay')}
        onFail={() => void act('fail')}
      />
    );
  };
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', justifyContent: 'center' }}>
      <div style={{ width: '100%', maxWidth: 420, padding: 16 }} data-testid="m-pay" data-status={order.data?.status}>
        <div style={{ textAlign: 'center', margin: '16px 0 20px', color: look?.color }}>
          <Typography.Title level={3} style={{ marginBottom: 4, color: look?.color }}>
            {look?.icon} {order.data?.providerName ?? look?.name ?? '扫码支付'}
          </Typography.Title>
          <Typography.Text type="secondary">本页模拟支付机构的手机收银台（沙箱）</Typography.Text>
        </div>
        <Card>{body()}</Card>
      </div>
    </div>
  );
};

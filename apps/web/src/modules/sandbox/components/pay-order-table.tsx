import { payOrderStatusLabels } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { MoneyText } from '../../../components/money-text';
import { type SandboxPayOrderRow, useSandboxPayMutations, useSandboxPayOrders } from '../pay-api';

export const providerLabels: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };
const statusWords: Record<string, { label: string; color: string }> = {
  open: { label: payOrderStatusLabels[0]!, color: 'processing' },
  paid: { label: payOrderStatusLabels[1]!, color: 'success' },
  closed: { label: payOrderStatusLabels[2]!, color: 'default' },
};
const statusKey = (s: string | number) => (typeof s === 'number' ? (['open', 'paid', 'closed'][s] ?? String(s)) : s);
const dash = (v: unknown) => (v == null || v === '' ? '-' : String(v));

/** The sandbox providers' orders: pay one, make the payer's payment fail, or close it. */
export const PayOrderTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useSandboxPayOrders(paged.query);
  const m = useSandboxPayMutations();
  const run = (p: Promise<unknown>) => void p.then(() => void message.success(commonMessages.success)).catch(() => {});
  const columns: TableColumnsType<SandboxPayOrderRow> = [
    { title: '渠道', dataIndex: 'provider', width: 90, render: (p: string) => providerLabels[p] ?? p },
    { title: '商户订单号', dataIndex: 'outTradeNo', ellipsis: true },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: string | number) => {
        const w = statusWords[statusKey(s)];
        return w ? <Tag color={w.color}>{w.label}</Tag> : <Tag>{String(s)}</Tag>;
      },
    },
    {
      title: '支付码',
      key: 'pr',
      ellipsis: true,
      render: (_, r) => {
        const link = r.pr ? `/m/pay?pr=${encodeURIComponent(r.pr)}` : r.codeUrl;
        return link ? (
          <Typography.Link href={link} target="_blank" rel="noreferrer" ellipsis>
            {r.pr ?? r.codeUrl}
          </Typography.Link>
        ) : (
          '-'
        );
      },
    },
    {
      title: '创建时间',
      key: 'created',
      width: columnWidth.dateTime,
      render: (_, r) => dash(r.createTime ?? r.created),
    },
    { title: '支付时间', key: 'paid', width: columnWidth.dateTime, render: (_, r) => dash(r.paidTime ?? r.paid) },
    {
      title: '通知 发送/确认',
      key: 'notify',
      width: 110,
      render: (_, r) => `${dash(r.notificationsSent ?? r.sent)} / ${dash(r.notificationsAcked ?? r.acked)}`,
    },
    {
      title: '操作',
      key: 'op',
      width: 150,
      fixed: 'right',
      render: (_, r) =>
        statusKey(r.status) === 'open' ? (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              data-testid="sandbox-order-pay"
              onClick={() => run(m.pay.mutateAsync(r.outTradeNo))}
            >
              支付
            </Button>
            <Button
              type="link"
              size="small"
              data-testid="sandbox-order-fail"
              onClick={() => run(m.fail.mutateAsync(r.outTradeNo))}
            >
              失败
            </Button>
            <Button
              type="link"
              size="small"
              danger
              data-testid="sandbox-order-close"
              onClick={() => run(m.close.mutateAsync(r.outTradeNo))}
            >
              关闭
            </Button>
          </Space>
        ) : null,
    },
  ];
  return (
    <DataTable<SandboxPayOrderRow>
      data-testid="sandbox-pay-orders"
      rowKey="outTradeNo"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无支付订单' }}
    />
  );
};

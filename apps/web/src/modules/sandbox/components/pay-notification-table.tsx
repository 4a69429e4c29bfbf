import { App, Button, type TableColumnsType, Tag } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type SandboxNotificationRow, useSandboxNotifications, useSandboxPayMutations } from '../pay-api';
import { providerLabels } from './pay-order-table';

const dash = (v: unknown) => (v == null || v === '' ? '-' : String(v));

/** The notifications the sandbox delivered (or holds back), each sendable again as a duplicate (重发). */
export const PayNotificationTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useSandboxNotifications(paged.query);
  const { resend } = useSandboxPayMutations();
  const columns: TableColumnsType<SandboxNotificationRow> = [
    { title: '渠道', dataIndex: 'provider', width: 90, render: (p: string) => providerLabels[p] ?? p },
    { title: '通知编号', key: 'eventId', ellipsis: true, render: (_, r) => dash(r.eventId ?? r.notifyId) },
    { title: '商户订单号', dataIndex: 'outTradeNo', ellipsis: true },
    { title: '次数', dataIndex: 'attempt', width: 60 },
    { title: '应答', dataIndex: 'lastStatus', width: 70, render: dash },
    {
      title: '送达',
      dataIndex: 'delivered',
      width: 80,
      render: (d: unknown) => (d ? <Tag color="success">已送达</Tag> : <Tag>未送达</Tag>),
    },
    { title: '下次重试', dataIndex: 'nextRetryTime', width: columnWidth.dateTime, render: dash },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, r) =>
        r.delivered ? (
          <Button
            type="link"
            size="small"
            data-testid="sandbox-notification-resend"
            onClick={() =>
              void resend
                .mutateAsync(r.id)
                .then(() => void message.success('已重发（重复通知）'))
                .catch(() => {})
            }
          >
            重发
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable<SandboxNotificationRow>
      data-testid="sandbox-pay-notifications"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无通知' }}
    />
  );
};

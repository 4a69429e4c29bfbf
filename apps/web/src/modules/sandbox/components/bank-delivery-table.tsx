import { App, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type BankSandboxDelivery, useBankSandboxDeliveries, useBankSandboxMutations } from '../bank-api';

const statusColors: Record<string, string> = {
  pending: 'processing',
  held: 'warning',
  delivered: 'success',
  refused: 'magenta',
  failed: 'error',
};

/** The platform's answer as a person reads it: the reason of a refusal first, else the answer as it came. */
const answerText = (d: BankSandboxDelivery) => {
  if (d.status !== 'refused' || !d.lastAnswer) return d.lastAnswer ?? '';
  try {
    return (JSON.parse(d.lastAnswer) as { message?: string }).message || d.lastAnswer;
  } catch {
    return d.lastAnswer;
  }
};

/**
 * The bank's signed callbacks to the platform (one per step, two in 重复回调 mode): 重发 sends one again (the
 * platform's inbox applies it once), 放行 sends a callback held in 暂扣回调 mode now. 平台拒收 is a callback the
 * platform received and refused (a disbursement beyond the application, …): its answer says why, and it is not sent
 * again.
 */
export const BankDeliveryTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useBankSandboxDeliveries(paged.query);
  const { resend, release } = useBankSandboxMutations();
  const run = (p: Promise<unknown>, done: string) => void p.then(() => void message.success(done)).catch(() => {});
  const columns: TableColumnsType<BankSandboxDelivery> = [
    { title: '回调', dataIndex: 'typeName', width: 150 },
    { title: '银行申请号', dataIndex: 'financeAppId', width: 190, render: (v) => v ?? '-' },
    { title: '事件编号', dataIndex: 'eventId', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: string, d) => (
        <Tag color={statusColors[s]} data-testid="bank-delivery-status" data-status={s}>
          {d.statusName}
          {d.duplicate ? '（重复）' : ''}
        </Tag>
      ),
    },
    { title: '次数', dataIndex: 'attempt', width: 60 },
    {
      title: '应答',
      key: 'answer',
      width: 160,
      ellipsis: true,
      render: (_, d) =>
        d.lastStatus == null ? (
          '-'
        ) : (
          <Typography.Text
            type={d.lastStatus === 200 && d.status !== 'refused' ? undefined : 'danger'}
            title={d.lastAnswer ?? undefined}
            data-testid="bank-delivery-answer"
          >
            {d.lastStatus} {answerText(d)}
          </Typography.Text>
        ),
    },
    { title: '下次重试', dataIndex: 'nextRetryTime', width: 170, render: (v) => v ?? '-' },
    { title: '时间', dataIndex: 'createTime', width: 170, render: (v) => v ?? '-' },
    {
      title: '操作',
      key: 'op',
      width: 120,
      fixed: 'right',
      render: (_, d) => (
        <Space size={0}>
          {d.status === 'held' && (
            <Button
              type="link"
              size="small"
              data-testid="bank-delivery-release"
              onClick={() => run(release.mutateAsync(d.id), '已放行')}
            >
              放行
            </Button>
          )}
          <Button
            type="link"
            size="small"
            data-testid="bank-delivery-resend"
            onClick={() => run(resend.mutateAsync(d.id), '已重发')}
          >
            重发
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <DataTable<BankSandboxDelivery>
      data-testid="sandbox-bank-deliveries"
      rowKey="id"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无回调' }}
    />
  );
};

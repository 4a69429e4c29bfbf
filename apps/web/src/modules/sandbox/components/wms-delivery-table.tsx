import { App, Button, type TableColumnsType, Tag } from 'antd';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useWmsSandboxDeliveries, useWmsSandboxMutations, type WmsSandboxDelivery } from '../wms-api';

const statusTags: Record<string, { label: string; color?: string }> = {
  pending: { label: '待重试', color: 'processing' },
  held: { label: '暂扣', color: 'warning' },
  delivered: { label: '已送达', color: 'success' },
  failed: { label: '失败', color: 'error' },
  dropped: { label: '未推送' },
};

/** The WMS's pushes to the platform (one per change), each sendable again (重发: a duplicate, or a dropped one). */
export const WmsDeliveryTable = ({ unit }: { unit: string }) => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useWmsSandboxDeliveries(unit, paged.query);
  const { resend } = useWmsSandboxMutations();
  const columns: TableColumnsType<WmsSandboxDelivery> = [
    { title: '内容', dataIndex: 'summary', ellipsis: true },
    { title: '事件数', dataIndex: 'eventCount', width: 70 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: string, d) => (
        <Tag color={statusTags[s]?.color}>
          {statusTags[s]?.label ?? s}
          {d.duplicate ? '（重复）' : ''}
        </Tag>
      ),
    },
    { title: '次数', dataIndex: 'attempt', width: 60 },
    { title: '应答', dataIndex: 'lastStatus', width: 70, render: (v) => v ?? '-' },
    { title: '下次重试', dataIndex: 'nextRetryTime', width: 170, render: (v) => v ?? '-' },
    { title: '时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, d) => (
        <Button
          type="link"
          size="small"
          onClick={() =>
            void resend
              .mutateAsync(d.id)
              .then(() => void message.success('已重发'))
              .catch(() => {})
          }
        >
          重发
        </Button>
      ),
    },
  ];
  return (
    <DataTable<WmsSandboxDelivery>
      data-testid="sandbox-wms-deliveries"
      rowKey="id"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无推送' }}
    />
  );
};

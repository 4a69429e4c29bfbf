import { bussTypeLabels, QrSignStatus, ScanFlag } from '@kc/domain/receipt/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type SandboxMiniSession, useSandboxMiniSessions, useSandboxMutations } from '../api';

const flagTags: Record<number, { label: string; color: string }> = {
  [ScanFlag.waiting]: { label: '待扫码', color: 'default' },
  [ScanFlag.scanned]: { label: '已扫码', color: 'processing' },
  [ScanFlag.confirmed]: { label: '已确认', color: 'success' },
  [ScanFlag.cancelled]: { label: '已取消', color: 'warning' },
};
const statusTags: Record<number, { label: string; color: string }> = {
  [QrSignStatus.waiting]: { label: '待签章', color: 'default' },
  [QrSignStatus.signing]: { label: '签章中', color: 'processing' },
  [QrSignStatus.done]: { label: '已完成', color: 'success' },
  [QrSignStatus.expired]: { label: '已失效', color: 'error' },
};
const tagOf = (map: typeof flagTags, v: number) => {
  const t = map[v];
  return t ? <Tag color={t.color}>{t.label}</Tag> : <Tag>{v}</Tag>;
};
const timeOf = (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');
const expired = (s: SandboxMiniSession) => s.expireTime < Date.now();
/** Only a live, unanswered session can still be confirmed or cancelled on the "phone". */
const open = (s: SandboxMiniSession) =>
  s.status === QrSignStatus.waiting && (s.flag === ScanFlag.waiting || s.flag === ScanFlag.scanned) && !expired(s);

/** The mini-program's QR sessions, newest first, refreshed every 2 s: the tester scans and confirms for the phone. */
export const MiniSessionTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data } = useSandboxMiniSessions(paged.query);
  const { miniConfirm, miniCancel } = useSandboxMutations();
  const done = () => void message.success(commonMessages.successBang);
  const columns: TableColumnsType<SandboxMiniSession> = [
    {
      title: 'token',
      dataIndex: 'token',
      width: 250,
      render: (t: string) => (
        <Typography.Text copyable code style={{ fontSize: 11 }}>
          {t}
        </Typography.Text>
      ),
    },
    {
      title: '业务类型',
      dataIndex: 'bussType',
      width: 120,
      render: (b: number, s: SandboxMiniSession) => s.bussTypeName || bussTypeLabels[b] || b,
    },
    { title: '业务编号', dataIndex: 'bussId', width: 120, ellipsis: true },
    { title: '用户', dataIndex: 'userName', width: 90, render: (v: string | null) => v || '-' },
    { title: '企业', dataIndex: 'enterpriseName', width: 200, ellipsis: true, render: (v: string | null) => v || '-' },
    { title: '扫码状态', dataIndex: 'flag', width: 100, render: (f: number) => tagOf(flagTags, f) },
    { title: '签章状态', dataIndex: 'status', width: 100, render: (s: number) => tagOf(statusTags, s) },
    { title: '过期时间', dataIndex: 'expireTime', width: 165, render: timeOf },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, s: SandboxMiniSession) =>
        open(s) ? (
          <Space size={4}>
            <Button
              type="primary"
              size="small"
              loading={miniConfirm.isPending && miniConfirm.variables === s.token}
              onClick={() => miniConfirm.mutate(s.token, { onSuccess: done })}
            >
              确认扫码
            </Button>
            <Button size="small" onClick={() => miniCancel.mutate(s.token, { onSuccess: done })}>
              取消
            </Button>
          </Space>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <Table<SandboxMiniSession>
      data-testid="sandbox-mini-sessions"
      rowKey="token"
      size="middle"
      columns={columns}
      dataSource={data?.records ?? []}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无小程序扫码会话' }}
      scroll={{ x: 1320 }}
    />
  );
};

import { bussTypeLabels, QrSignStatus, ScanFlag } from '@kc/domain/receipt/status';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Space, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type SandboxMiniSession, useSandboxMiniSessions, useSandboxMutations } from '../api';

const timeOf = (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');
const expired = (s: SandboxMiniSession) => s.expireTime < Date.now();
/** Only a live, unanswered session can still be confirmed or cancelled on the "phone". */
const open = (s: SandboxMiniSession) =>
  s.status === QrSignStatus.waiting && (s.flag === ScanFlag.waiting || s.flag === ScanFlag.scanned) && !expired(s);

/** The mini-program's QR sessions, newest first, refreshed every 2 s: the tester scans and confirms for the phone. */
export const MiniSessionTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  // Refreshed every 2 s: the spinner shows only while the first rows load.
  const { data, isLoading } = useSandboxMiniSessions(paged.query);
  const { miniConfirm, miniCancel } = useSandboxMutations();
  const done = (text: string) => () => void message.success(text);
  const columns: TableColumnsType<SandboxMiniSession> = [
    {
      title: 'token',
      dataIndex: 'token',
      width: 200,
      render: (t: string) => (
        <Typography.Text copyable code style={{ fontSize: 11 }}>
          {t}
        </Typography.Text>
      ),
    },
    {
      title: '业务类型',
      dataIndex: 'bussType',
      width: 110,
      render: (b: number, s: SandboxMiniSession) => s.bussTypeName || bussTypeLabels[b] || b,
    },
    { title: '业务编号', dataIndex: 'bussId', ellipsis: true },
    { title: '用户', dataIndex: 'userName', width: 80, render: (v: string | null) => v || '-' },
    { title: '企业', dataIndex: 'enterpriseName', ellipsis: true, render: (v: string | null) => v || '-' },
    {
      title: '扫码状态',
      dataIndex: 'flag',
      width: 90,
      render: (f: number) => <StatusTag value={f} map={statusMaps.scanFlag} />,
    },
    {
      title: '签章状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <StatusTag value={s} map={statusMaps.qrSign} />,
    },
    { title: '过期时间', dataIndex: 'expireTime', width: columnWidth.dateTime, render: timeOf },
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
              onClick={() => miniConfirm.mutate(s.token, { onSuccess: done(doneMessages.scanConfirmed) })}
            >
              确认扫码
            </Button>
            <Button
              size="small"
              onClick={() => miniCancel.mutate(s.token, { onSuccess: done(doneMessages.scanCancelled) })}
            >
              取消
            </Button>
          </Space>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable<SandboxMiniSession>
      data-testid="sandbox-mini-sessions"
      rowKey="token"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无小程序扫码会话' }}
    />
  );
};

import { type TableColumnsType, Tag, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type SandboxSms, useSandboxSms } from '../api';

const purposeLabels: Record<string, string> = { esign: '电子签章', 'credit-sign': '征信授权签署' };

const columns: TableColumnsType<SandboxSms> = [
  { title: '手机号', dataIndex: 'mobile', width: 150 },
  {
    title: '验证码',
    dataIndex: 'code',
    width: 120,
    render: (c: string) => (
      <Typography.Text strong copyable style={{ fontSize: 18 }}>
        {c}
      </Typography.Text>
    ),
  },
  { title: '用途', dataIndex: 'purpose', width: 140, render: (p: string) => purposeLabels[p] ?? p },
  {
    title: '已使用',
    dataIndex: 'used',
    width: 90,
    render: (u: number) => (u === 1 ? <Tag>已使用</Tag> : <Tag color="success">未使用</Tag>),
  },
  { title: '发送时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  { title: '过期时间', dataIndex: 'expireTime', width: columnWidth.dateTime },
];

/** The SMS codes the sandbox "sent", newest first, refreshed every 2 s. */
export const SmsTable = () => {
  const paged = usePagedQuery({});
  // Refreshed every 2 s: the spinner shows only while the first rows load.
  const { data, isLoading } = useSandboxSms(paged.query);
  return (
    <DataTable<SandboxSms>
      data-testid="sandbox-sms"
      rowKey={(s) => `${s.mobile}-${s.createTime}-${s.code}`}
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无短信' }}
    />
  );
};

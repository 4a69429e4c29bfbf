import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { saveBlob } from '../../../components/save-blob';
import { type SandboxMailRow, sandboxPayConsoleApi, useSandboxMails } from '../pay-api';

const namesOf = (m: SandboxMailRow): string[] =>
  m.attachmentNames ??
  (m.attachments ?? []).map((a, i) => (typeof a === 'string' ? a : (a.name ?? a.filename ?? `附件${i + 1}`)));

const download = (m: SandboxMailRow, index: number, name: string) =>
  void sandboxPayConsoleApi
    .mailAttachment(m.id, index)
    .then((blob) => saveBlob(blob, name))
    .catch(() => {});

const columns: TableColumnsType<SandboxMailRow> = [
  { title: '收件人', dataIndex: 'to', width: 200, ellipsis: true },
  { title: '主题', dataIndex: 'subject', width: 240, ellipsis: true },
  {
    title: '正文',
    dataIndex: 'text',
    render: (t: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }} style={{ margin: 0 }}>
        {t}
      </Typography.Paragraph>
    ),
  },
  {
    title: '附件',
    key: 'attachments',
    width: 200,
    render: (_, m) => (
      <Space orientation="vertical" size={0}>
        {namesOf(m).map((name, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: the outbox names an attachment by its index
            key={`${m.id}-${i}`}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            data-testid="sandbox-mail-attachment"
            onClick={() => download(m, i, name)}
          >
            {name}
          </Button>
        ))}
      </Space>
    ),
  },
  {
    title: '发送方式',
    dataIndex: 'transport',
    width: 90,
    render: (t: string) => (
      <Tag color={t === 'smtp' ? 'processing' : 'default'}>{t === 'smtp' ? 'SMTP' : '发件箱'}</Tag>
    ),
  },
  { title: '发送时间', dataIndex: 'sentTime', width: columnWidth.dateTime },
];

/** The mails the product "sent" (the outbox; or relayed by SMTP when configured), newest first. */
export const MailTable = () => {
  const paged = usePagedQuery({});
  const { data, isLoading } = useSandboxMails(paged.query);
  return (
    <DataTable<SandboxMailRow>
      data-testid="sandbox-mails"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={paged.pagination(data?.total ?? 0)}
      locale={{ emptyText: '暂无邮件' }}
    />
  );
};

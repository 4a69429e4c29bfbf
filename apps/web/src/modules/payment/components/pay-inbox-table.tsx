import { Button, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type PayInboxRow, usePayInbox } from '../api';

const providerLabels: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };

const rawOf = (r: PayInboxRow) => r.rawBody;

const pretty = (raw: string) => {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
};

/** 支付通知 (platform): every provider notification received, with the inbox's verdict and the raw body. */
export const PayInboxTable = () => {
  const paged = usePagedQuery({});
  const { data, isFetching } = usePayInbox(paged.query);
  const [shown, setShown] = useState<PayInboxRow | null>(null);
  const columns: TableColumnsType<PayInboxRow> = [
    { title: '渠道', dataIndex: 'provider', width: 90, render: (p: string) => providerLabels[p] ?? p },
    { title: '交易号', dataIndex: 'transactionId', ellipsis: true },
    { title: '商户订单号', dataIndex: 'outTradeNo', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: columnWidth.status,
      render: (s: number) => <StatusTag value={s} map={statusMaps.notify} />,
    },
    { title: '说明', dataIndex: 'reason', ellipsis: true, render: (r: string | null) => r ?? '-' },
    { title: '接收时间', dataIndex: 'receivedTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setShown(r)} data-testid="pay-inbox-raw">
          报文
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable<PayInboxRow>
        data-testid="pay-inbox-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <Modal open={shown !== null} title="通知报文" footer={null} width={720} onCancel={() => setShown(null)}>
        {shown?.bodyLength != null && (
          <Typography.Paragraph type="secondary" data-testid="pay-inbox-body-facts">
            报文共 {shown.bodyLength} 字节
            {new TextEncoder().encode(rawOf(shown)).length < shown.bodyLength ? '，未通过验签，仅保存前 2 KB' : ''}
            ；SHA-256：<Typography.Text code>{shown.bodySha256}</Typography.Text>
          </Typography.Paragraph>
        )}
        <Typography.Paragraph>
          <pre style={{ maxHeight: 480, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {shown ? pretty(rawOf(shown)) : ''}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
};

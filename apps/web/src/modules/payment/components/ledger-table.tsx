import { DownloadOutlined } from '@ant-design/icons';
import { feePartyLabels } from '@kc/domain/payment/payment';
import { App, Button, Flex, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { MoneyText } from '../../../components/money-text';
import { saveBlob } from '../../../components/save-blob';
import { contractDetailPath } from '../../contract';
import { type PaymentLedgerRow, type PaymentLedgerSearch, paymentApi, usePaymentLedger } from '../api';
import { LedgerSearchForm } from './ledger-search-form';

const columns: TableColumnsType<PaymentLedgerRow> = [
  {
    title: '合同编号',
    dataIndex: 'contractCode',
    width: columnWidth.code,
    render: (code: string, r) => <Link to={contractDetailPath(r.contractId)}>{code}</Link>,
  },
  { title: '企业名称', dataIndex: 'enterpriseName', ellipsis: true },
  { title: '支付方', dataIndex: 'companyType', width: 70, render: (t: number) => feePartyLabels[t] ?? '-' },
  { title: '支付方式', dataIndex: 'payWayName', width: 90 },
  {
    title: '金额（元）',
    dataIndex: 'amount',
    width: 110,
    align: 'right',
    render: (v: string) => <MoneyText value={v} />,
  },
  { title: '状态', dataIndex: 'statusName', width: columnWidth.status },
  {
    title: '订单号 / 交易号',
    key: 'orderNo',
    ellipsis: true,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text ellipsis>{r.orderNo ?? '-'}</Typography.Text>
        {r.transactionId && (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {r.transactionId}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  { title: '支付时间', dataIndex: 'paidTime', width: columnWidth.dateTime, render: (t: string | null) => t ?? '-' },
];

/** 支付流水: every fee payment the caller may see (the platform all, an enterprise its own), and its CSV. */
export const LedgerTable = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery<PaymentLedgerSearch>({});
  const { data, isFetching } = usePaymentLedger(paged.query);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    const { current: _c, size: _s, ...filter } = paged.query;
    setExporting(true);
    try {
      const blob = await paymentApi.exportLedger(filter);
      saveBlob(blob, `支付流水_${dayjs().format('YYYYMMDDHHmmss')}.csv`);
      void message.success('已导出');
    } catch {
      // the API client has said why
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <LedgerSearchForm onSearch={paged.search} />
      <Flex style={{ marginBottom: 12 }}>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          data-testid="payment-export"
          onClick={() => void exportCsv()}
        >
          导出
        </Button>
      </Flex>
      <DataTable<PaymentLedgerRow>
        data-testid="payment-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </>
  );
};

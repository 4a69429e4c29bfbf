import { InvoiceStatus } from '@kc/domain/payment/invoice';
import { feePartyLabels } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { contractDetailPath } from '../../contract';
import { type Invoice, useInvoiceMutations } from '../api';

/**
 * The invoice list's columns (spec 2 §5 Invoice, §7 Invoices): the platform issues an applied invoice (10) and
 * issues an abnormal one (0) again; whoever sees an issued invoice downloads its PDF.
 */
export const useInvoiceColumns = (isPlatform: boolean): TableColumnsType<Invoice> => {
  const { issue, reissue } = useInvoiceMutations();
  const confirm = useConfirmAction();
  return [
    {
      title: '合同编号',
      dataIndex: 'contractCode',
      width: columnWidth.code,
      render: (code: string, r) => <Link to={contractDetailPath(r.bussId)}>{code}</Link>,
    },
    { title: '申请企业', dataIndex: 'enterpriseName', ellipsis: true },
    { title: '身份', dataIndex: 'companyType', width: 60, render: (t: number) => feePartyLabels[t] ?? '-' },
    { title: '发票抬头', dataIndex: 'title', ellipsis: true },
    {
      title: '金额 / 税额（元）',
      key: 'amount',
      width: 120,
      align: 'right',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <MoneyText value={r.amount} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <MoneyText value={r.taxAmount} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 120,
      render: (s: number, r) => (
        <Space orientation="vertical" size={0}>
          <StatusTag value={s} map={statusMaps.invoice} />
          {r.failReason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {r.failReason}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: '发票号码', dataIndex: 'invoiceNo', ellipsis: true, render: (n: string | null) => n ?? '-' },
    { title: '申请时间', dataIndex: 'applyTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 140,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          {isPlatform && r.status === InvoiceStatus.applied && (
            <Button
              type="link"
              size="small"
              data-testid="invoice-issue"
              onClick={() =>
                confirm({
                  content: `确定为「${r.title}」开具发票？`,
                  run: () => issue.mutateAsync(r.id),
                  done: commonMessages.success,
                })
              }
            >
              开具发票
            </Button>
          )}
          {isPlatform && r.status === InvoiceStatus.abnormal && (
            <Button
              type="link"
              size="small"
              data-testid="invoice-reissue"
              onClick={() =>
                confirm({
                  content: `确定为「${r.title}」重新开票？`,
                  run: () => reissue.mutateAsync(r.id),
                  done: commonMessages.success,
                })
              }
            >
              重新开票
            </Button>
          )}
          {r.pdfPath && (
            <Button
              type="link"
              size="small"
              href={r.pdfPath}
              target="_blank"
              rel="noreferrer"
              data-testid="invoice-download"
            >
              下载
            </Button>
          )}
        </Space>
      ),
    },
  ];
};

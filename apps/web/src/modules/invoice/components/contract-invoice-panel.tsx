import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { ServiceStatus } from '@kc/domain/contract/status';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { useContractInvoices } from '../api';
import { InvoiceApplyDialog } from './invoice-apply-dialog';

type Props = {
  contractId: string;
  /** FeeParty of the side shown */
  companyType: number;
  /** the caller's own side (only a party applies for its own invoice) */
  own: boolean;
  serviceStatus: number;
};

/**
 * One side's invoice on the contract (spec 2 §6: each party after paying its own fee and while no invoice
 * exists may apply): 申请开票, then the invoice's status, and 下载发票 once issued.
 */
export const ContractInvoicePanel = ({ contractId, companyType, own, serviceStatus }: Props) => {
  const [applying, setApplying] = useState(false);
  const { data } = useContractInvoices(contractId, serviceStatus === ServiceStatus.paid);
  if (serviceStatus !== ServiceStatus.paid) return null;
  const invoice = data?.find((i) => i.companyType === companyType);
  return (
    <Flex gap={8} align="center" wrap data-testid={`invoice-panel-${companyType}`}>
      <Typography.Text type="secondary">发票：</Typography.Text>
      {invoice ? (
        <>
          <span data-testid={`invoice-status-${companyType}`} data-status={invoice.status}>
            <StatusTag value={invoice.status} map={statusMaps.invoice} />
          </span>
          {invoice.invoiceNo && <Typography.Text>发票号码 {invoice.invoiceNo}</Typography.Text>}
          {invoice.failReason && <Typography.Text type="danger">{invoice.failReason}</Typography.Text>}
          {invoice.pdfPath && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              href={invoice.pdfPath}
              target="_blank"
              rel="noreferrer"
              data-testid={`invoice-download-${companyType}`}
            >
              下载发票
            </Button>
          )}
        </>
      ) : own ? (
        <Button
          size="small"
          type="primary"
          icon={<FileTextOutlined />}
          data-testid={`invoice-apply-${companyType}`}
          onClick={() => setApplying(true)}
        >
          申请开票
        </Button>
      ) : (
        <StatusTag value={-1} map={statusMaps.invoice} />
      )}
      {own && <InvoiceApplyDialog bussId={contractId} open={applying} onClose={() => setApplying(false)} />}
    </Flex>
  );
};

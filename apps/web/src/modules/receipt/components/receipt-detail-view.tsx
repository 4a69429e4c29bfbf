import { SafetyCertificateOutlined } from '@ant-design/icons';
import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { Button, Card, Flex, Result, Space, Spin, Typography } from 'antd';
import { useLiveEvent } from '../../../app/live-events';
import { useRefreshRecords } from '../../../app/query-keys';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { ReceiptWmsSection } from '../../wms';
import { receiptKeys, useReceiptDetail } from '../api';
import { useReceiptSigning } from '../hooks/use-receipt-signing';
import { ReceiptAttrs } from './receipt-attrs';
import { ReceiptChain } from './receipt-chain';
import { ReceiptFields } from './receipt-fields';
import { ReceiptPdf } from './receipt-pdf';

/** One receipt: fields, attributes, the signed PDF, the chain of signatures; read again when it moves. */
export const ReceiptDetailView = ({ id }: { id: string }) => {
  const { data: receipt, isLoading, isError, isFetching } = useReceiptDetail(id);
  const refresh = useRefreshRecords();
  const signing = useReceiptSigning();
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (String(e?.id) === String(id)) refresh([receiptKeys.detail(id)]);
  });
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !receipt) return <Result status="404" title="仓单不存在" />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            <span>仓单 {receipt.code}</span>
            <StatusTag value={receipt.status} map={statusMaps.receipt} />
          </Space>
        }
        extra={
          <Space>
            {receipt.verifyPath && (
              <Button icon={<SafetyCertificateOutlined />} href={receipt.verifyPath} target="_blank" rel="noreferrer">
                验证页面
              </Button>
            )}
            {signing.canSign(receipt) && (
              <Button type="primary" loading={signing.signing === receipt.id} onClick={() => signing.sign(receipt)}>
                签章
              </Button>
            )}
          </Space>
        }
        loading={isFetching && !receipt}
      >
        <ReceiptFields receipt={receipt} />
      </Card>
      <ReceiptWmsSection receipt={receipt} />
      <Card title="仓单属性" size="small">
        <ReceiptAttrs attrs={receipt.attrs ?? []} />
      </Card>
      <Flex gap={16} wrap align="start">
        <Card title="仓单文件" size="small" style={{ flex: '2 1 560px', minWidth: 0 }}>
          <ReceiptPdf link={receipt.fileLink} fileName={`仓单${receipt.code}.pdf`} />
        </Card>
        <Card title="签章记录" size="small" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ReceiptChain events={receipt.events ?? []} />
          {receipt.originalFileLink && (
            <Typography.Link href={receipt.originalFileLink} target="_blank" rel="noreferrer">
              查看原始仓单
            </Typography.Link>
          )}
        </Card>
      </Flex>
    </Flex>
  );
};

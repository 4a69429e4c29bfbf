import { receiptMessages } from '@kc/domain/receipt/status';
import { Alert, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { usePartyFile, useReceiptVerification } from '../api';
import { Sha256Text } from '../components/sha256-text';
import { VerifyChain } from '../components/verify-chain';
import { VerifyDocuments } from '../components/verify-documents';
import { VerifyFileCheck } from '../components/verify-file-check';

/**
 * /verify/:token — the page the receipt's QR code opens, without login (the token is the credential):
 * the receipt's public facts, its signatures with hashes, the verification document (the receipt itself only
 * for a logged-in party) and a local hash check of the file a visitor holds.
 */
export const VerifyPage = () => {
  const { token = '' } = useParams();
  const { data, isLoading, isError } = useReceiptVerification(token);
  const party = usePartyFile(token).data ?? null;
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', padding: '16px 12px' }}>
      <Flex vertical gap={12} style={{ maxWidth: 760, margin: '0 auto' }}>
        <Typography.Title level={3} style={{ margin: '8px 0', textAlign: 'center' }}>
          仓单验证
        </Typography.Title>
        {isLoading && <Spin spinning style={{ display: 'block', padding: 48 }} />}
        {(isError || (!isLoading && !data)) && <Result status="404" title={receiptMessages.notFound} />}
        {data && (
          <>
            {data.replacedBy && (
              <Alert type="warning" showIcon data-testid="verify-replaced" title={data.replacedBy.text} />
            )}
            <Card size="small" title="仓单信息">
              <Descriptions
                size="small"
                column={1}
                bordered
                data-testid="verify-fields"
                styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
              >
                <Descriptions.Item label="仓单编号">{data.code}</Descriptions.Item>
                <Descriptions.Item label="仓单状态">
                  {statusMaps.receipt[data.status] ? (
                    <StatusTag value={data.status} map={statusMaps.receipt} />
                  ) : (
                    data.statusName
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="仓储物">{data.materialName}</Descriptions.Item>
                <Descriptions.Item label="文件 SHA-256">
                  <Sha256Text value={data.sha256} />
                </Descriptions.Item>
                <Descriptions.Item label="生成时间">{data.generatedTime || '-'}</Descriptions.Item>
                <Descriptions.Item label="生效时间">{data.effectiveTime || '-'}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title="签章记录">
              <VerifyChain chain={data.chain ?? []} />
            </Card>
            <Card size="small" title="验证凭证">
              <VerifyDocuments token={token} code={data.code} party={party} />
            </Card>
            <Card size="small" title="校验文件">
              <VerifyFileCheck expected={data.sha256} chain={data.chain} />
            </Card>
          </>
        )}
      </Flex>
    </div>
  );
};

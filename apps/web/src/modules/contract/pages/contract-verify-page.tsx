import { contractRefusals } from '@kc/domain/contract/contract';
import { contractRoutes } from '@kc/domain/contract/contract-routes';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Result, Space, Spin, Timeline, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { call } from '../../../app/api-client';
import { Sha256Text, VerifyFileCheck } from '../../receipt';

const notFound = contractRefusals.notFound().message;

/**
 * /contract/verify/:token — the page the contract's QR code opens, without login: the contract's public facts
 * (code, status, template), its seals with the file's hash after each, and a local hash check of a file the
 * visitor holds. No party, goods or amount is shown.
 */
export const ContractVerifyPage = () => {
  const { token = '' } = useParams();
  const { data, isLoading, isError } = useQuery({
    queryKey: ['contract', 'verify', token],
    queryFn: () => call(contractRoutes.verify, { token }, { anonymous: true, silent: true }),
    retry: false,
  });
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', padding: '16px 12px' }}>
      <Flex vertical gap={12} style={{ maxWidth: 760, margin: '0 auto' }}>
        <Typography.Title level={3} style={{ margin: '8px 0', textAlign: 'center' }}>
          合同验证
        </Typography.Title>
        {isLoading && <Spin spinning style={{ display: 'block', padding: 48 }} />}
        {(isError || (!isLoading && !data)) && <Result status="404" title={notFound} />}
        {data && (
          <>
            <Card size="small" title="合同信息">
              <Descriptions size="small" column={1} bordered data-testid="contract-verify-fields">
                <Descriptions.Item label="合同编号">{data.code}</Descriptions.Item>
                <Descriptions.Item label="合同状态">{data.statusName}</Descriptions.Item>
                <Descriptions.Item label="合同模板">{data.templateName || '-'}</Descriptions.Item>
                <Descriptions.Item label="文件 SHA-256">
                  <Sha256Text value={data.sha256} />
                </Descriptions.Item>
                <Descriptions.Item label="生效时间">{data.effectiveTime || '-'}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title="签章记录">
              {data.chain.length === 0 ? (
                <Empty description="暂无签章记录" />
              ) : (
                <Timeline
                  data-testid="contract-verify-chain"
                  items={data.chain.map((e) => ({
                    key: e.kind,
                    color: 'green',
                    content: (
                      <Space orientation="vertical" size={2}>
                        <Typography.Text strong>{e.kindName}</Typography.Text>
                        <Typography.Text type="secondary">{e.time}</Typography.Text>
                        <Sha256Text value={e.sha256} />
                      </Space>
                    ),
                  }))}
                />
              )}
            </Card>
            <Card size="small" title="校验文件">
              <VerifyFileCheck expected={data.sha256} chain={data.chain} noun="合同" />
            </Card>
          </>
        )}
      </Flex>
    </div>
  );
};

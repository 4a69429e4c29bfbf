import { receiptEventKindLabel } from '@kc/domain/receipt/receipt';
import { Empty, Space, Timeline, Typography } from 'antd';
import type { ReceiptVerification } from '../api';
import { Sha256Text } from './sha256-text';

/** The public chain of signatures: who, when, and the file's hash after each. */
export const VerifyChain = ({ chain }: { chain: ReceiptVerification['chain'] }) => {
  if (chain.length === 0) return <Empty description="暂无签章记录" />;
  return (
    <Timeline
      data-testid="verify-chain"
      items={chain.map((e) => ({
        key: `${e.kind}-${e.time}`,
        color: e.kind === 'generate' ? 'blue' : 'green',
        content: (
          <Space orientation="vertical" size={2} style={{ maxWidth: '100%' }}>
            <Typography.Text strong>{e.kindName || receiptEventKindLabel(e.kind)}</Typography.Text>
            <Typography.Text type="secondary">{[e.enterpriseName, e.time].filter(Boolean).join(' · ')}</Typography.Text>
            <Sha256Text value={e.sha256} />
          </Space>
        ),
      }))}
    />
  );
};

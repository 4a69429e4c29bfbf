import { receiptEventKindLabel } from '@kc/domain/receipt/receipt';
import { Empty, Space, Timeline, Typography } from 'antd';
import type { ReceiptEvent } from '../api';
import { Sha256Text } from './sha256-text';

/** The chain of events: the generation, then each party's signature, each with the file's SHA-256 then. */
export const ReceiptChain = ({ events }: { events: ReceiptEvent[] }) => {
  if (events.length === 0) return <Empty description="暂无签章记录" />;
  return (
    <Timeline
      data-testid="receipt-chain"
      items={events.map((e) => ({
        key: `${e.kind}-${e.time}`,
        color: e.kind === 'generate' ? 'blue' : 'green',
        content: (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>{e.kindName || receiptEventKindLabel(e.kind)}</Typography.Text>
            <Typography.Text type="secondary">
              {[e.enterpriseName, e.actorName, e.time].filter(Boolean).join(' · ')}
            </Typography.Text>
            <span>
              SHA-256：
              <Sha256Text value={e.sha256} />
            </span>
            {e.fileLink && (
              <Typography.Link href={e.fileLink} target="_blank" rel="noreferrer">
                查看该版本
              </Typography.Link>
            )}
          </Space>
        ),
      }))}
    />
  );
};

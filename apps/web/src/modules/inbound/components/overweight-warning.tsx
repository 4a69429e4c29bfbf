import { inboundMessages, type Overweight } from '@kc/domain/inbound/inbound';
import { Alert, Space, Typography } from 'antd';

/** The pass confirmation when a batch weighs far more than declared: which, by how much, then the question. */
export const OverweightWarning = ({ heavy, lots }: { heavy: Overweight[]; lots: number }) => (
  <Space orientation="vertical" size={8} data-testid="overweight-warning">
    <Alert
      type="warning"
      showIcon
      title={inboundMessages.overweightTitle}
      description={
        <Space orientation="vertical" size={2}>
          {heavy.map((h) => (
            <span key={h.batchNo}>{inboundMessages.overweight(h.batchNo, h.weight, h.applyWeight, h.percent)}</span>
          ))}
          <Typography.Text type="secondary">{inboundMessages.overweightCheck}</Typography.Text>
        </Space>
      }
    />
    <span>{inboundMessages.confirmWarehousePass(lots)}</span>
  </Space>
);

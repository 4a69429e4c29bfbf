import { Card, Space, Typography } from 'antd';
import type { InspectionBatch } from '../inspection-api';
import { InspectionFilesTable } from './inspection-files-table';

/** One batch of the inspected order and its files. */
export const InspectionBatchCard = ({ batch, editable }: { batch: InspectionBatch; editable: boolean }) => (
  <Card
    type="inner"
    size="small"
    data-testid="inspection-batch"
    title={`批次 ${batch.batchNo}`}
    extra={
      <Space size={16}>
        <Typography.Text type="secondary">入库重量：{batch.weight ?? '-'}</Typography.Text>
        <Typography.Text type="secondary">入库数量：{batch.quantity ?? '-'}</Typography.Text>
      </Space>
    }
  >
    <InspectionFilesTable batchId={String(batch.id)} batchNo={batch.batchNo} editable={editable} />
  </Card>
);

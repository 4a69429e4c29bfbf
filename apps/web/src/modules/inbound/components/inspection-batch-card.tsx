import { Card, Space, Typography } from 'antd';
import { QuantityText, WeightText } from '../../../components/measure-text';
import type { InspectionBatch, InspectionDetail } from '../inspection-api';
import { InspectionFilesTable } from './inspection-files-table';

/** One batch of the inspected order and its files. */
export const InspectionBatchCard = ({
  batch,
  units,
  editable,
}: {
  batch: InspectionBatch;
  units: Pick<InspectionDetail['input'], 'weightUnitName' | 'numberUnitName'>;
  editable: boolean;
}) => (
  <Card
    type="inner"
    size="small"
    data-testid="inspection-batch"
    title={`批次 ${batch.batchNo}`}
    extra={
      <Space size={16}>
        <Typography.Text type="secondary">
          入库重量：
          <WeightText value={batch.weight} unitName={units.weightUnitName} />
        </Typography.Text>
        <Typography.Text type="secondary">
          入库数量：
          <QuantityText value={batch.quantity} unitName={units.numberUnitName} />
        </Typography.Text>
      </Space>
    }
  >
    <InspectionFilesTable batchId={String(batch.id)} batchNo={batch.batchNo} editable={editable} />
  </Card>
);

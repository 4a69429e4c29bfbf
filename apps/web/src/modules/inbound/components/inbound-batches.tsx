import { Table } from 'antd';
import type { InboundBatch } from '../api';
import { useBatchColumns } from '../hooks/use-batch-columns';

/** The order's batches, read-only, or with the warehouse's inputs inside the enclosing form. */
export const InboundBatches = ({ batches, editable = false }: { batches: InboundBatch[]; editable?: boolean }) => {
  const columns = useBatchColumns(batches, editable);
  return (
    <Table<InboundBatch>
      data-testid="inbound-batches"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={batches}
      scroll={{ x: 'max-content' }}
    />
  );
};

import { Table } from 'antd';
import type { InboundBatch, InboundDetail } from '../api';
import { useBatchColumns } from '../hooks/use-batch-columns';

type Props = { order: Pick<InboundDetail, 'batches' | 'weightUnitName' | 'numberUnitName'>; editable?: boolean };

/** The order's batches, read-only, or with the warehouse's inputs inside the enclosing form. */
export const InboundBatches = ({ order, editable = false }: Props) => {
  const { batches } = order;
  const columns = useBatchColumns(batches, editable, { weight: order.weightUnitName, number: order.numberUnitName });
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

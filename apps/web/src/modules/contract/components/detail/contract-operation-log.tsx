import { contractOperationLabels, operatorTypeLabels } from '@kc/domain/contract/status';
import { Table, type TableColumnsType } from 'antd';
import { columnWidth } from '../../../../components/crud/column-widths';
import { type ContractOperation, useContractOperations } from '../../api';

const columns: TableColumnsType<ContractOperation> = [
  { title: '时间', dataIndex: 'createTime', width: columnWidth.dateTime },
  {
    title: '操作方',
    dataIndex: 'operatorType',
    width: 100,
    render: (v: number, r) => r.operatorTypeName || operatorTypeLabels[v] || '-',
  },
  { title: '操作人', dataIndex: 'operatorName', width: 140, render: (v: string | null) => v || '-' },
  { title: '操作', dataIndex: 'operateType', width: 140, render: (v: string) => contractOperationLabels[v] ?? v },
  { title: '结果', dataIndex: 'operateDest', ellipsis: true },
];

/** The full process log (operationList): a view of the contract's audit events (spec 2 §3 Contract history). */
export const ContractOperationLog = ({ id }: { id: string }) => {
  const { data, isFetching } = useContractOperations(id);
  return (
    <Table<ContractOperation>
      data-testid="contract-operations"
      rowKey="id"
      size="small"
      pagination={false}
      loading={isFetching}
      columns={columns}
      dataSource={data ?? []}
      scroll={{ x: 'max-content' }}
    />
  );
};

import { Card, Empty, Table } from 'antd';
import type { DictParent } from '../api';
import { useDictEntryColumns } from '../hooks/use-dict-columns';
import { useDictChildren } from '../hooks/use-dict-parents';

/** The entries of the selected dictionary (spec 1 §2: selecting a parent loads its children). */
export const DictEntryPanel = ({ parent }: { parent: DictParent | undefined }) => {
  const columns = useDictEntryColumns();
  const { data, isFetching } = useDictChildren(parent?.code);
  return (
    <Card title={parent ? `字典项：${parent.dictValue}（${parent.code}）` : '字典项'} size="small">
      {parent ? (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          data-testid="dict-entries"
        />
      ) : (
        <Empty description="请在左侧选择一个字典" />
      )}
    </Card>
  );
};

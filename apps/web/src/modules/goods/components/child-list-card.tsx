import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { DataTable } from '../../../components/crud/data-table';

type Props<T> = {
  title: string;
  testId: string;
  onAdd: () => void;
  columns: TableColumnsType<T>;
  rows: T[];
  loading: boolean;
  pagination: TablePaginationConfig;
};

/** One of a category's lists on its 银行明细 page: a titled card with 新增 and a paged table. */
export const ChildListCard = <T extends { id: string }>(p: Props<T>) => (
  <Card
    type="inner"
    title={p.title}
    extra={
      <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd}>
        新增
      </Button>
    }
  >
    <DataTable<T>
      data-testid={p.testId}
      columns={p.columns}
      dataSource={p.rows}
      loading={p.loading}
      pagination={p.pagination}
    />
  </Card>
);

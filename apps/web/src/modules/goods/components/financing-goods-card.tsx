import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type FinancingGoods, useFinancingMutations, useFinancingPage } from '../api';
import { useFinancingGoodsColumns } from '../hooks/use-financing-goods-columns';
import { financingGoodsPath } from './goods-paths';

/** The financing goods (融资货物) that cover the category (financingGoods/list?materialId). */
export const FinancingGoodsCard = ({ materialId }: { materialId: string }) => {
  const navigate = useNavigate();
  const paged = usePagedQuery<{ materialId: string }>({ materialId });
  const { data, isFetching } = useFinancingPage(paged.query);
  const { remove } = useFinancingMutations();
  const confirmRemove = useConfirmRemove();
  const columns = useFinancingGoodsColumns({
    onEdit: (r) => navigate(financingGoodsPath(materialId, r.id)),
    onRemove: (r) => confirmRemove([r.id], remove.mutateAsync),
  });
  return (
    <Card
      type="inner"
      title="融资货物"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(financingGoodsPath(materialId))}>
          新增
        </Button>
      }
    >
      <Table<FinancingGoods>
        data-testid="financing-goods-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
        scroll={{ x: 1100 }}
      />
    </Card>
  );
};

import { useNavigate } from 'react-router-dom';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type FinancingGoods, useFinancingMutations, useFinancingPage } from '../api';
import { useFinancingGoodsColumns } from '../hooks/use-financing-goods-columns';
import { ChildListCard } from './child-list-card';
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
    <ChildListCard<FinancingGoods>
      title="融资货物"
      testId="financing-goods-table"
      onAdd={() => navigate(financingGoodsPath(materialId))}
      columns={columns}
      rows={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};

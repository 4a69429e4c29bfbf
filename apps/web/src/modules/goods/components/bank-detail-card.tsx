import { useNavigate } from 'react-router-dom';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type BankMaterialDetail, useBankDetailMutations, useBankDetailPage } from '../api';
import { useBankDetailColumns } from '../hooks/use-bank-detail-columns';
import { ChildListCard } from './child-list-card';
import { bankDetailFormPath } from './goods-paths';

/** Every bank's own name and code for the category (baseMaterialDetail/list). */
export const BankDetailCard = ({ materialId }: { materialId: string }) => {
  const navigate = useNavigate();
  const paged = usePagedQuery<{ materialId: string }>({ materialId });
  const { data, isFetching } = useBankDetailPage(paged.query);
  const { remove } = useBankDetailMutations();
  const confirmRemove = useConfirmRemove();
  const columns = useBankDetailColumns({
    onEdit: (r) => navigate(bankDetailFormPath(materialId, r.id)),
    onRemove: (r) => confirmRemove([r.id], remove.mutateAsync),
  });
  return (
    <ChildListCard<BankMaterialDetail>
      title="银行类别明细"
      testId="bank-detail-table"
      onAdd={() => navigate(bankDetailFormPath(materialId))}
      columns={columns}
      rows={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};

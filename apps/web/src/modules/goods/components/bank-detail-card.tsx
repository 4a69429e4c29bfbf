import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type BankMaterialDetail, useBankDetailMutations, useBankDetailPage } from '../api';
import { useBankDetailColumns } from '../hooks/use-bank-detail-columns';
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
    <Card
      type="inner"
      title="银行类别明细"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(bankDetailFormPath(materialId))}>
          新增
        </Button>
      }
    >
      <Table<BankMaterialDetail>
        data-testid="bank-detail-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
        scroll={{ x: 800 }}
      />
    </Card>
  );
};

import { Button, Card, Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMaterialDetail } from '../api';
import { BankDetailCard } from '../components/bank-detail-card';
import { FinancingGoodsCard } from '../components/financing-goods-card';
import { MATERIAL_LIST_PATH } from '../components/goods-paths';
import { MissingMaterial } from '../components/missing-material';

/** /base/basematerial/detailIndex?materialId=: the category's per-bank details and its financing goods. */
export const BankDetailIndexPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const materialId = params.get('materialId');
  const { data: material } = useMaterialDetail(materialId);
  if (!materialId) return <MissingMaterial />;
  return (
    <Card
      title={material ? `银行明细 - ${material.name}（${material.code}）` : '银行明细'}
      extra={<Button onClick={() => navigate(MATERIAL_LIST_PATH)}>返回</Button>}
    >
      <Flex vertical gap={16}>
        <BankDetailCard key={`bank-${materialId}`} materialId={materialId} />
        <FinancingGoodsCard key={`financing-${materialId}`} materialId={materialId} />
      </Flex>
    </Card>
  );
};

import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type GoodsRow, useGoodsPage } from '../api';
import { useGoodsColumns } from '../hooks/use-goods-columns';
import { useWmsLive } from '../hooks/use-wms-live';

const GoodsList = ({ containerId }: { containerId: string }) => {
  const paged = usePagedQuery({ containerId });
  const { data, isFetching } = useGoodsPage(paged.query);
  const columns = useGoodsColumns();
  useWmsLive();
  const caseNumber = data?.records[0]?.caseNumber;
  return (
    <ListCard title={caseNumber ? `货箱 ${caseNumber} 的货物` : '货箱货物'}>
      <DataTable<GoodsRow>
        data-testid="wms-goods-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

/** /external/goods?containerId= (spec 3 §2): the goods of one container. */
export const GoodsPage = () => {
  const [params] = useSearchParams();
  const containerId = params.get('containerId')?.trim();
  if (!containerId) return <Result status="warning" title="未指定货箱" />;
  return <GoodsList key={containerId} containerId={containerId} />;
};

import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type TrayRow, useTrayPage } from '../api';
import { trayColumns } from '../hooks/use-tray-columns';
import { useWmsLive } from '../hooks/use-wms-live';

const TrayList = ({ goodsId }: { goodsId: string }) => {
  const paged = usePagedQuery({ goodsId });
  const { data, isFetching } = useTrayPage(paged.query);
  useWmsLive();
  const goodsName = data?.records[0]?.goodsName;
  return (
    <ListCard title={goodsName ? `${goodsName} 的托盘` : '托盘列表'}>
      <DataTable<TrayRow>
        data-testid="wms-tray-table"
        columns={trayColumns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

/** /external/tray?goodsId= (spec 3 §2): the trays the goods lie on. */
export const TrayPage = () => {
  const [params] = useSearchParams();
  const goodsId = params.get('goodsId')?.trim();
  if (!goodsId) return <Result status="warning" title="未指定货物" />;
  return <TrayList key={goodsId} goodsId={goodsId} />;
};

import { FilterOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type TrayTransferRow, type TrayTransferSearch, useTrayTransferPage } from '../api';
import { TrayTransferSearchForm } from '../components/tray-transfer-search-form';
import { trayTransferColumns } from '../hooks/use-tray-transfer-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { TRAY_TRANSFER_PATH } from '../wms-paths';

const TrayTransferList = ({ caseId }: { caseId: string | undefined }) => {
  const paged = usePagedQuery<TrayTransferSearch>(caseId ? { caseId } : {});
  const { data, isFetching } = useTrayTransferPage(paged.query);
  useWmsLive();
  return (
    <ListCard>
      <TrayTransferSearchForm onSearch={paged.search} />
      {caseId && (
        <Space style={{ marginBottom: 12 }}>
          <Tag icon={<FilterOutlined />} color="blue">
            按货箱筛选
          </Tag>
          <Link to={TRAY_TRANSFER_PATH}>清除筛选</Link>
        </Space>
      )}
      <DataTable<TrayTransferRow>
        data-testid="wms-tray-transfer-table"
        columns={trayTransferColumns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

/** /external/trayTransfer (spec 3 §2): the trays' moves between locations; `?caseId=` narrows to one container. */
export const TrayTransferPage = () => {
  const [params] = useSearchParams();
  const caseId = params.get('caseId')?.trim() || undefined;
  return <TrayTransferList key={caseId ?? ''} caseId={caseId} />;
};

import { Table } from 'antd';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { InspectionSearchForm } from '../components/inspection-search-form';
import { useInspectionColumns } from '../hooks/use-inspection-columns';
import { type InspectionRecord, type InspectionSearch, useInspectionList } from '../inspection-api';

/** 公检管理 (/check/test): the inspections of inbound orders; each is opened from its order (公检). */
export const InspectionPage = () => {
  const paged = usePagedQuery<InspectionSearch>({});
  const { data, isFetching } = useInspectionList(paged.query);
  const columns = useInspectionColumns();
  return (
    <div>
      <InspectionSearchForm onSearch={paged.search} />
      <Table<InspectionRecord>
        data-testid="inspection-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
        scroll={{ x: 1200 }}
      />
    </div>
  );
};

import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
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
    <ListCard>
      <InspectionSearchForm onSearch={paged.search} />
      <DataTable<InspectionRecord>
        data-testid="inspection-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

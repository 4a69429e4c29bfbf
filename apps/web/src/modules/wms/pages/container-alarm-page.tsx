import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type AlarmRow, type AlarmSearch, useAlarmPage } from '../api';
import { AlarmSearchForm } from '../components/alarm-search-form';
import { useAlarmColumns } from '../hooks/use-alarm-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { alarmDetailPath } from '../wms-paths';

/** /external/containerAlarm 货箱告警 (spec 3 §2 Alarms): the alarms on the caller's containers and receipts. */
export const ContainerAlarmPage = () => {
  const paged = usePagedQuery<AlarmSearch>({});
  const { data, isFetching } = useAlarmPage(paged.query);
  const columns = useAlarmColumns(alarmDetailPath);
  useWmsLive();
  return (
    <ListCard>
      <AlarmSearchForm name="wms-alarm-search" containerFilters onSearch={paged.search} />
      <DataTable<AlarmRow>
        data-testid="wms-alarm-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

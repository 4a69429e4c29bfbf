import { AlarmType } from '@kc/domain/wms/wms';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type AlarmRow, type AlarmSearch, useAlarmPage } from '../api';
import { AlarmSearchForm } from '../components/alarm-search-form';
import { useAlarmColumns } from '../hooks/use-alarm-columns';
import { useWmsLive } from '../hooks/use-wms-live';
import { offlineAlarmDetailPath } from '../wms-paths';

/** /external/offlineAlarm 离线告警: the devices of the caller's WMS that went offline (alarm type 1). */
export const OfflineAlarmPage = () => {
  const paged = usePagedQuery<AlarmSearch>({ type: AlarmType.offline });
  const { data, isFetching } = useAlarmPage(paged.query);
  const columns = useAlarmColumns(offlineAlarmDetailPath, { detailText: '设备明细', offline: true });
  useWmsLive();
  return (
    <ListCard>
      <AlarmSearchForm name="wms-offline-alarm-search" containerFilters={false} onSearch={paged.search} />
      <DataTable<AlarmRow>
        data-testid="wms-offline-alarm-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
    </ListCard>
  );
};

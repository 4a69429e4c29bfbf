import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { AlarmDetailView } from '../components/alarm-detail-view';
import { OFFLINE_ALARM_PATH } from '../wms-paths';

/** /external/offlineAlarm/detail?alarmId= (spec 3 §2 Alarms: the offline alarm detail list by alarmId). */
export const OfflineAlarmDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const alarmId = params.get('alarmId');
  if (!alarmId) return <Result status="warning" title="未指定告警" />;
  return <AlarmDetailView key={alarmId} id={alarmId} onBack={() => close(OFFLINE_ALARM_PATH)} />;
};

import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { AlarmDetailView } from '../components/alarm-detail-view';
import { CONTAINER_ALARM_PATH } from '../wms-paths';

/** /external/containerAlarm/detail?id= (spec 3 §3 Alarm detail). */
export const AlarmDetailPage = () => {
  const [params] = useSearchParams();
  const close = useClosePage();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定告警" />;
  return <AlarmDetailView key={id} id={id} onBack={() => close(CONTAINER_ALARM_PATH)} />;
};

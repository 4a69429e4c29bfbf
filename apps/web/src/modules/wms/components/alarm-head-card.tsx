import { AlarmStatus } from '@kc/domain/wms/wms';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import type { AlarmDetail } from '../api';
import { AlarmInfo } from './alarm-info';
import { HandleAlarmDialog } from './handle-alarm-dialog';

/** The alarm's heads with 处理 (when the caller may handle it and it is still open) and 返回. */
export const AlarmHeadCard = ({ alarm, onBack }: { alarm: AlarmDetail; onBack: () => void }) => {
  const [handling, setHandling] = useState(false);
  return (
    <Card
      title={`告警 ${alarm.code}`}
      extra={
        <Space>
          {alarm.canHandle && alarm.status === AlarmStatus.open && (
            <Button type="primary" onClick={() => setHandling(true)}>
              处理
            </Button>
          )}
          <Button onClick={onBack}>返回</Button>
        </Space>
      }
    >
      <AlarmInfo alarm={alarm} />
      <HandleAlarmDialog alarmId={alarm.id} open={handling} onClose={() => setHandling(false)} />
    </Card>
  );
};

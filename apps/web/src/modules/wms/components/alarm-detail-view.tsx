import { AlarmType } from '@kc/domain/wms/wms';
import { Button, Card, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { type AlarmDetail, useAlarmDetail } from '../api';
import { useWmsLive } from '../hooks/use-wms-live';
import { AlarmHeadCard } from './alarm-head-card';
import { AlarmBillsTable, AlarmRfidTable, AlarmTraysTable, OfflineDevicesTable } from './alarm-tables';

/** The sections below the heads: an offline alarm's devices; otherwise receipts, trays and RFID tags. */
const sectionsOf = (a: AlarmDetail): ReactNode =>
  a.type === AlarmType.offline ? (
    <Card title="离线设备" size="small">
      <OfflineDevicesTable alarmId={a.id} />
    </Card>
  ) : (
    <>
      <Card title="涉及仓单" size="small">
        <AlarmBillsTable bills={a.bills} />
      </Card>
      <Card title="告警托盘" size="small">
        <AlarmTraysTable alarmId={a.id} />
      </Card>
      <Card title="RFID标签" size="small">
        <AlarmRfidTable tags={a.rfidJson} />
      </Card>
    </>
  );

/** One alarm: heads with 处理, then what it concerns; read again when anything WMS changes. */
export const AlarmDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { data, isLoading, isError } = useAlarmDetail(id);
  useWmsLive();
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !data) {
    return <Result status="404" title="告警不存在或无权查看" extra={<Button onClick={onBack}>返回</Button>} />;
  }
  return (
    <Flex vertical gap={16}>
      <AlarmHeadCard alarm={data} onBack={onBack} />
      {sectionsOf(data)}
    </Flex>
  );
};

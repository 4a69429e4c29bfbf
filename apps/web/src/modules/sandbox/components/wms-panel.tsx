import { WMS_SANDBOX_DEFAULT_UNIT } from '@kc/domain/wms/wms-sandbox';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useWmsSandboxEnterprises } from '../wms-api';
import { WmsAlarmTable } from './wms-alarm-table';
import { WmsContainerTable } from './wms-container-table';
import { WmsDeliveryTable } from './wms-delivery-table';
import { WmsDeviceTable } from './wms-device-table';
import { WmsSettingsBar } from './wms-settings-bar';
import { type WmsScope, WmsToolbar } from './wms-toolbar';

/** The WMS tab: a small warehouse per WMS platform — its stock, devices, alarms and the pushes to the platform. */
export const WmsPanel = () => {
  const { data: enterprises } = useWmsSandboxEnterprises();
  const [chosen, setChosen] = useState<Partial<WmsScope>>({});
  const scope: WmsScope = {
    unit: chosen.unit ?? WMS_SANDBOX_DEFAULT_UNIT,
    warehouseCode: chosen.warehouseCode ?? enterprises?.warehouses[0]?.code,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <WmsToolbar scope={scope} onChange={setChosen} />
      <Typography.Title level={5}>货箱与托盘</Typography.Title>
      <WmsContainerTable unit={scope.unit} />
      <Typography.Title level={5}>设备</Typography.Title>
      <WmsDeviceTable scope={scope} />
      <Typography.Title level={5}>告警</Typography.Title>
      <WmsAlarmTable unit={scope.unit} />
      <Typography.Title level={5}>推送</Typography.Title>
      <WmsSettingsBar unit={scope.unit} />
      <WmsDeliveryTable unit={scope.unit} />
    </Space>
  );
};

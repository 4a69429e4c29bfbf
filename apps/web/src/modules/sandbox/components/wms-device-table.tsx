import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { useWmsSandboxDevices, useWmsSandboxMutations, type WmsSandboxDevice } from '../wms-api';
import { WmsScanModal } from './wms-scan-modal';
import type { WmsScope } from './wms-toolbar';

/** The platform's RFID readers: 离线 raises an offline alarm, 上线 clears it; 扫描标签 reads tags. */
export const WmsDeviceTable = ({ scope }: { scope: WmsScope }) => {
  const { message } = App.useApp();
  const { data, isLoading } = useWmsSandboxDevices(scope.unit);
  const { device } = useWmsSandboxMutations();
  const [scanning, setScanning] = useState(false);
  const toggle = (d: WmsSandboxDevice, online: boolean) =>
    void device
      .mutateAsync({ unit: scope.unit, deviceCode: d.deviceCode, online })
      .then(() => void message.success(online ? '设备已上线' : '设备已离线'))
      .catch(() => {});
  const columns: TableColumnsType<WmsSandboxDevice> = [
    { title: '设备编码', dataIndex: 'deviceCode', width: 120 },
    { title: '设备名称', dataIndex: 'deviceName', render: (v) => v ?? '-' },
    { title: '仓库编码', dataIndex: 'warehouseCode', width: 110 },
    {
      title: '状态',
      dataIndex: 'online',
      width: 80,
      render: (online: boolean) => (online ? <Tag color="success">在线</Tag> : <Tag color="error">离线</Tag>),
    },
    { title: '离线时间', dataIndex: 'offlineTime', width: 170, render: (v) => v ?? '-' },
    { title: '上线时间', dataIndex: 'onlineTime', width: 170, render: (v) => v ?? '-' },
    {
      title: '操作',
      key: 'op',
      width: 90,
      fixed: 'right',
      render: (_, d) =>
        d.online ? (
          <Button type="link" size="small" danger onClick={() => toggle(d, false)}>
            离线
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => toggle(d, true)}>
            上线
          </Button>
        ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => setScanning(true)}>扫描标签</Button>
      </Space>
      <DataTable<WmsSandboxDevice>
        data-testid="sandbox-wms-devices"
        rowKey="deviceCode"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: '暂无设备（生成演示库存时安装两台RFID读写器）' }}
      />
      <WmsScanModal open={scanning} unit={scope.unit} devices={data ?? []} onClose={() => setScanning(false)} />
    </>
  );
};

import { wmsSandboxAlarmKindLabels } from '@kc/domain/wms/wms-sandbox';
import { App, Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useWmsSandboxAlarms, useWmsSandboxMutations, type WmsSandboxAlarm } from '../wms-api';
import { WmsRaiseAlarmModal } from './wms-raise-alarm-modal';

/** The WMS's alarms (newest first): 触发 one by hand, 解除 an open one (the platform still handles it). */
export const WmsAlarmTable = ({ unit }: { unit: string }) => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useWmsSandboxAlarms(unit, paged.query);
  const { clearAlarm } = useWmsSandboxMutations();
  const [raising, setRaising] = useState(false);
  const clear = (a: WmsSandboxAlarm) =>
    void clearAlarm
      .mutateAsync({ unit, alarmId: a.alarmId })
      .then(() => void message.success('已解除告警'))
      .catch(() => {});
  const columns: TableColumnsType<WmsSandboxAlarm> = [
    {
      title: '类型',
      dataIndex: 'kind',
      width: 90,
      render: (k: WmsSandboxAlarm['kind']) => wmsSandboxAlarmKindLabels[k],
    },
    { title: '箱号', dataIndex: 'caseNumber', width: 140, render: (v) => v ?? '-' },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: string) => (s === 'open' ? <Tag color="error">告警中</Tag> : <Tag>已解除</Tag>),
    },
    { title: '发生时间', dataIndex: 'raisedAt', width: 170 },
    { title: '解除时间', dataIndex: 'clearedAt', width: 170, render: (v) => v ?? '-' },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_, a) =>
        a.status === 'open' ? (
          <Button type="link" size="small" onClick={() => clear(a)}>
            解除
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <Button style={{ marginBottom: 8 }} onClick={() => setRaising(true)}>
        触发
      </Button>
      <DataTable<WmsSandboxAlarm>
        data-testid="sandbox-wms-alarms"
        rowKey="alarmId"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isLoading}
        pagination={paged.pagination(data?.total ?? 0)}
        locale={{ emptyText: '暂无告警' }}
      />
      <WmsRaiseAlarmModal unit={unit} open={raising} container={null} onClose={() => setRaising(false)} />
    </>
  );
};

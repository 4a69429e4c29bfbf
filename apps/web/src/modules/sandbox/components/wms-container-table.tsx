import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { WeightText } from '../../../components/measure-text';
import { useWmsSandboxContainers, useWmsSandboxMutations, type WmsSandboxContainer } from '../wms-api';
import { WmsRaiseAlarmModal } from './wms-raise-alarm-modal';
import { WmsTrayTable } from './wms-tray-table';

/** The platform's containers (newest first), their trays below each; lock, unlock, take out, raise an alarm. */
export const WmsContainerTable = ({ unit }: { unit: string }) => {
  const { message, modal } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isLoading } = useWmsSandboxContainers(unit, paged.query);
  const m = useWmsSandboxMutations();
  const [alarmOn, setAlarmOn] = useState<WmsSandboxContainer | null>(null);
  const run = (p: Promise<unknown>, done: string) => void p.then(() => void message.success(done)).catch(() => {});
  const takeOut = (c: WmsSandboxContainer) =>
    modal.confirm({
      title: '提示',
      content: `确定将货箱 ${c.caseNumber} 整箱出库？`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        await m.removeContainer.mutateAsync({ unit, containerId: c.containerId });
        void message.success('已出库');
      },
    });
  const columns: TableColumnsType<WmsSandboxContainer> = [
    { title: '箱号', dataIndex: 'caseNumber', width: 150 },
    { title: '仓库编码', dataIndex: 'warehouseCode', width: 110 },
    { title: '货主编码', dataIndex: 'ownerCode', width: 110 },
    {
      title: '货物',
      key: 'goods',
      ellipsis: true,
      render: (_, c) => c.goods.map((g) => `${g.goodsName}（${g.materialCode ?? '-'}）`).join('、'),
    },
    { title: '托盘数', dataIndex: 'trayCount', width: 70 },
    {
      title: '总重量',
      dataIndex: 'totalWeight',
      width: 110,
      align: 'right',
      render: (v: string, c) => <WeightText value={v} unit={c.goods[0]?.trays[0]?.weightUnit} />,
    },
    {
      title: '状态',
      key: 'state',
      width: 90,
      render: (_, c) =>
        c.removed ? <Tag>已出库</Tag> : c.locked ? <Tag color="warning">已锁定</Tag> : <Tag color="success">在库</Tag>,
    },
    { title: '版本', dataIndex: 'version', width: 60 },
    {
      title: '操作',
      key: 'op',
      width: 200,
      fixed: 'right',
      render: (_, c) =>
        c.removed ? null : (
          <Space size={0}>
            {c.locked ? (
              <Button
                type="link"
                size="small"
                onClick={() => run(m.unlock.mutateAsync({ unit, containerId: c.containerId }), '已解锁')}
              >
                解锁
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                onClick={() => run(m.lock.mutateAsync({ unit, containerId: c.containerId }), '已锁定')}
              >
                锁定
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setAlarmOn(c)}>
              触发告警
            </Button>
            <Button type="link" size="small" danger onClick={() => takeOut(c)}>
              出库
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <>
      <DataTable<WmsSandboxContainer>
        data-testid="sandbox-wms-containers"
        rowKey="containerId"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isLoading}
        pagination={paged.pagination(data?.total ?? 0)}
        expandable={{ expandedRowRender: (c) => <WmsTrayTable unit={unit} container={c} /> }}
        locale={{ emptyText: '暂无货箱，可新增货物或生成演示库存' }}
      />
      <WmsRaiseAlarmModal unit={unit} container={alarmOn} onClose={() => setAlarmOn(null)} />
    </>
  );
};

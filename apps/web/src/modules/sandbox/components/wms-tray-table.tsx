import { wmsSandboxMoveBody, wmsSandboxWeightBody } from '@kc/domain/wms/wms-sandbox';
import { App, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { useWmsSandboxMutations, type WmsSandboxContainer, type WmsSandboxTray } from '../wms-api';
import { type WmsPrompt, WmsPromptModal } from './wms-prompt-modal';

type TrayRow = WmsSandboxTray & { goodsName: string };

/** The trays of a container, each with 移位, 改重量 and 移除 (a removed tray stays listed, marked). */
export const WmsTrayTable = ({ unit, container }: { unit: string; container: WmsSandboxContainer }) => {
  const { message, modal } = App.useApp();
  const m = useWmsSandboxMutations();
  const [prompt, setPrompt] = useState<WmsPrompt | null>(null);
  const rows: TrayRow[] = container.goods.flatMap((g) => g.trays.map((t) => ({ ...t, goodsName: g.goodsName })));
  const move = (t: TrayRow) =>
    setPrompt({
      title: `托盘 ${t.trayCode} 移位`,
      label: '目标库位',
      placeholder: '如 B-01-01',
      rules: zodRules(wmsSandboxMoveBody.shape.toSite),
      run: async (toSite) => {
        await m.moveTray.mutateAsync({ unit, trayCode: t.trayCode, toSite });
        void message.success('已移位');
      },
    });
  const weigh = (t: TrayRow) =>
    setPrompt({
      title: `托盘 ${t.trayCode} 改重量`,
      label: '重量',
      initialValue: t.weight,
      rules: zodRules(wmsSandboxWeightBody.shape.weight),
      run: async (weight) => {
        await m.changeWeight.mutateAsync({ unit, trayCode: t.trayCode, weight });
        void message.success('已改重量');
      },
    });
  const remove = (t: TrayRow) =>
    modal.confirm({
      title: '提示',
      content: `确定移除托盘 ${t.trayCode}？${container.locked ? '货箱已锁定，WMS将发出托盘缺失告警。' : ''}`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        await m.removeTray.mutateAsync({ unit, trayCode: t.trayCode });
        void message.success('已移除');
      },
    });
  const columns: TableColumnsType<TrayRow> = [
    { title: '托盘编码', dataIndex: 'trayCode', width: 140 },
    { title: '货物', dataIndex: 'goodsName', width: 140 },
    { title: 'RFID编码', dataIndex: 'rfidCode', width: 220 },
    { title: '库位', dataIndex: 'siteCode', width: 90 },
    {
      title: '数量',
      key: 'num',
      width: 90,
      render: (_, t) => <QuantityText value={t.num} unit={t.numUnit} />,
    },
    {
      title: '重量',
      key: 'weight',
      width: 90,
      render: (_, t) => <WeightText value={t.weight} unit={t.weightUnit} />,
    },
    { title: '最近读取', dataIndex: 'lastScanTime', width: 160, render: (v) => v ?? '-' },
    {
      title: '操作',
      key: 'op',
      width: 190,
      render: (_, t) =>
        t.removed ? (
          <Tag>已移除</Tag>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" disabled={container.locked} onClick={() => move(t)}>
              移位
            </Button>
            <Button type="link" size="small" onClick={() => weigh(t)}>
              改重量
            </Button>
            <Button type="link" size="small" danger onClick={() => remove(t)}>
              移除
            </Button>
          </Space>
        ),
    },
  ];
  return (
    <>
      <Table<TrayRow>
        rowKey="trayId"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        aria-label={`货箱 ${container.caseNumber} 的托盘`}
      />
      <WmsPromptModal prompt={prompt} onClose={() => setPrompt(null)} />
    </>
  );
};

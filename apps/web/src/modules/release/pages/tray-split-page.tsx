import { partUnlockContainerPath } from '@kc/domain/part-unlock/status';
import { RELEASE_STATUS_EVENT, type ReleaseStatusEvent } from '@kc/domain/release/release-record';
import {
  type BillTrays,
  billsWithoutTrays,
  canPickRow,
  goodsSummary,
  proposeTrays,
  submitConfirmText,
  TraySplitStatus,
  TraySplitType,
  traySplitMessages,
} from '@kc/domain/release/tray-split';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Space,
  Spin,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { releaseKeys, useReleaseDetail } from '../api';
import {
  type SplitBill,
  type SplitContainer,
  type SplitTray,
  useTraySplit,
  useTraySplitMutations,
} from '../tray-split-api';

/** spec 3 §2: the three lists are 350 px high. */
const LIST_HEIGHT = 350;

type Picks = Record<string, string[]>;

const billColumns = (picks: Picks, lots: (b: SplitBill) => void, canLots: boolean): TableColumnsType<SplitBill> => [
  { title: '仓单编号', dataIndex: 'oldWrInfoCode', width: 170 },
  { title: '货物', dataIndex: 'materialName', ellipsis: true },
  {
    title: '仓单重量',
    dataIndex: 'totalWeight',
    align: 'right',
    width: 110,
    render: (v: string, b) => `${v}${b.weightUnitName}`,
  },
  {
    title: '解押重量',
    dataIndex: 'weight',
    align: 'right',
    width: 110,
    render: (v: string, b) => `${v}${b.weightUnitName}`,
  },
  { title: '需拆托盘数', dataIndex: 'number', align: 'right', width: 100, render: (v: number | null) => v ?? '-' },
  {
    title: '已选托盘数',
    key: 'picked',
    align: 'right',
    width: 100,
    render: (_, b) => {
      const n = picks[b.id]?.length ?? 0;
      return b.hasWms ? <Typography.Text type={n > (b.number ?? 0) ? 'danger' : undefined}>{n}</Typography.Text> : '-';
    },
  },
  {
    title: '货物来源',
    key: 'source',
    width: 220,
    render: (_, b) =>
      b.hasWms ? (
        <Tag color="blue">WMS托盘</Tag>
      ) : (
        <Space size={4} wrap>
          <Tag>仓库登记批次</Tag>
          {b.lots.map((l) => (
            <Tag key={l.id ?? l.label}>
              {l.label} {l.weight}
              {b.weightUnitName}
            </Tag>
          ))}
          {canLots && (
            <Button type="link" size="small" onClick={() => lots(b)} data-testid="tray-split-lots">
              登记批次
            </Button>
          )}
        </Space>
      ),
  },
];

const containerColumns: TableColumnsType<SplitContainer> = [
  {
    title: '箱号',
    dataIndex: 'caseNumber',
    width: 160,
    // spec 3 §2: the container's trays and their lock status (/partUnlock/container?billCode&caseNumber).
    render: (v: string, c) => (c.billCode ? <Link to={partUnlockContainerPath(c.billCode, v)}>{v}</Link> : v),
  },
  { title: '仓单编号', dataIndex: 'billCode', width: 170 },
  { title: '托盘数', dataIndex: 'trayCounts', align: 'right', width: 80 },
  { title: '重量', dataIndex: 'totalWeight', align: 'right', width: 100 },
  { title: '数量', dataIndex: 'totalNum', align: 'right', width: 100 },
  { title: '入库时间', dataIndex: 'actualWarehousTime', width: 170, render: (v: string | null) => v ?? '-' },
];

const trayColumns: TableColumnsType<SplitTray> = [
  { title: '托盘编号', dataIndex: 'trayCode', width: 170 },
  { title: '货物名称', dataIndex: 'goodsName', ellipsis: true },
  { title: '箱号', dataIndex: 'caseNumber', width: 150 },
  { title: '重量', dataIndex: 'trayGoodsWeight', align: 'right', width: 90 },
  { title: '数量', dataIndex: 'trayGoodsNum', align: 'right', width: 90 },
  { title: '库位', dataIndex: 'siteCode', width: 100, render: (v: string | null) => v ?? '-' },
];

type LotsForm = { lots: { label: string; weight: string; quantity: string }[] };

/** The warehouse's lots of a receipt no WMS holds (label, weight, quantity). */
const LotsDialog = ({ bill, onClose }: { bill: SplitBill; onClose: () => void }) => {
  const [form] = Form.useForm<LotsForm>();
  const { saveLots } = useTraySplitMutations();
  const { message } = App.useApp();
  const submit = async () => {
    const v = await form.validateFields();
    await saveLots.mutateAsync({ id: bill.id, lots: v.lots ?? [] });
    void message.success('操作成功');
    onClose();
  };
  return (
    <Modal
      open
      title={`登记出库批次 ${bill.oldWrInfoCode}`}
      okText="保存"
      confirmLoading={saveLots.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="tray-split-lots"
        initialValues={{ lots: bill.lots.length ? bill.lots : [{ label: '', weight: '', quantity: '' }] }}
      >
        <Form.List name="lots">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item name={[f.name, 'label']} rules={[{ required: true, message: '请输入批次' }]}>
                    <Input placeholder="批次" maxLength={50} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'weight']} rules={[{ required: true, message: '请输入重量' }]}>
                    <Input placeholder={`重量（${bill.weightUnitName}）`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'quantity']} rules={[{ required: true, message: '请输入数量' }]}>
                    <Input placeholder={`数量（${bill.numberUnitName}）`} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(f.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ label: '', weight: '', quantity: '' })} block>
                添加批次
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
};

/**
 * 托盘拆分 /ccb/release/splitContainers?id= (spec 3 §2 Receipt split by trays, §4 Tray split status, §5 Tray split):
 * the receipts to split, their containers and their goods (trays) in three lists, the per-goods summary of the
 * picked trays, and 返回 / 保存草稿 / 提交. A tray can be ticked while fewer than asked are picked on its receipt
 * (or untick when picked); 提交 needs a tray on every receipt a WMS holds and asks first, with the over-selection
 * warning in front. traySplitType 1 proposes the trays (first in, first out, closest to the weight asked). Read-only
 * once submitted, and for everyone but the shipper. Goods no WMS holds: the warehouse records its lots here.
 */
export const TraySplitPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { can } = useAccess();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const detail = useReleaseDetail(id);
  const split = useTraySplit(id);
  const { submit } = useTraySplitMutations();
  const [picks, setPicks] = useState<Picks | null>(null);
  const [lotsOf, setLotsOf] = useState<SplitBill | null>(null);
  useLiveEvent<ReleaseStatusEvent>(RELEASE_STATUS_EVENT, (e) => {
    if (String(e.id) === id) void client.invalidateQueries({ queryKey: releaseKeys.detail(id) });
  });

  const r = detail.data;
  const bills = split.bills.data ?? [];
  const trays = split.trays.data?.trayList ?? [];
  const editable =
    !!r &&
    r.status === 5 &&
    r.traySplitStatus === TraySplitStatus.draft &&
    r.sides.includes('shipper') &&
    can('ccb_release_tray_split');
  const canLots = !!r && r.sides.includes('warehouse') && can('ccb_release_audit_warehouse') && r.status <= 21;

  // The saved selection, or the proposal when the split is automatic and nothing is picked yet.
  useEffect(() => {
    if (picks || !split.bills.data || !split.trays.data || !r) return;
    const saved: Picks = Object.fromEntries(split.bills.data.map((b) => [b.id, b.selectTrayList]));
    const none = Object.values(saved).every((x) => x.length === 0);
    if (editable && none && r.traySplitType === TraySplitType.automatic) {
      for (const b of split.bills.data) {
        const own = split.trays.data.trayList.filter((t) => t.releaseBillId === b.id);
        saved[b.id] = proposeTrays(
          own.map((t) => ({
            id: t.id,
            goodsName: t.goodsName,
            weight: t.trayGoodsWeight,
            quantity: t.trayGoodsNum,
            inTime: t.inTime,
          })),
          b.weight,
          b.number,
        ).trays.map((t) => t.id);
      }
    }
    setPicks(saved);
  }, [picks, split.bills.data, split.trays.data, r, editable]);

  const current = picks ?? {};
  const counts: BillTrays[] = bills
    .filter((b) => b.hasWms)
    .map((b) => ({ billId: b.id, required: b.number ?? 0, selected: current[b.id]?.length ?? 0 }));
  const picked = useMemo(() => new Set(Object.values(current).flat()), [current]);
  const summary = goodsSummary(
    trays
      .filter((t) => picked.has(t.id))
      .map((t) => ({
        id: t.id,
        goodsName: t.goodsName,
        weight: t.trayGoodsWeight,
        quantity: t.trayGoodsNum,
        inTime: t.inTime,
      })),
  );

  const toggle = (t: SplitTray, on: boolean) =>
    setPicks((p) => {
      const list = p?.[t.releaseBillId] ?? [];
      return { ...p, [t.releaseBillId]: on ? [...list, t.id] : list.filter((x) => x !== t.id) };
    });

  const body = (status: 0 | 1) => ({
    id,
    billList: bills.map((b) => ({ id: b.id, trayIds: current[b.id] ?? [] })),
    type: r?.traySplitType === TraySplitType.automatic ? TraySplitType.automatic : TraySplitType.manual,
    status,
  });
  const saveDraft = async () => {
    await submit.mutateAsync(body(0));
    void message.success('操作成功');
  };
  const submitSplit = () => {
    if (billsWithoutTrays(counts).length > 0) {
      void message.error(traySplitMessages.missingTrays);
      return;
    }
    confirm({
      content: submitConfirmText(counts),
      run: () => submit.mutateAsync(body(1)),
      done: '操作成功',
      after: () => navigate(-1),
    });
  };

  if (detail.isLoading || split.bills.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!r) return <Result status="404" title="解押记录不存在或无权查看" />;
  const locked = r.traySplitStatus !== TraySplitStatus.draft;
  return (
    <Flex vertical gap={12} data-testid="tray-split-page">
      <Card
        size="small"
        title={`托盘拆分 ${r.releaseCode}`}
        extra={
          <Space>
            {locked && <Tag color="green">已提交</Tag>}
            <Tag>{r.traySplitType === TraySplitType.automatic ? '自动推荐' : '手动选择'}</Tag>
          </Space>
        }
      >
        {locked && <Alert type="info" showIcon message={traySplitMessages.locked} />}
        <DataTable<SplitBill>
          data-testid="tray-split-bills"
          columns={billColumns(current, setLotsOf, canLots)}
          dataSource={bills}
          pagination={false}
          scroll={{ y: LIST_HEIGHT }}
        />
      </Card>
      <Card size="small" title="箱">
        <DataTable<SplitContainer>
          data-testid="tray-split-containers"
          columns={containerColumns}
          dataSource={split.goods.data?.containerList ?? []}
          pagination={false}
          scroll={{ y: LIST_HEIGHT }}
        />
      </Card>
      <Card size="small" title="货物">
        <DataTable<SplitTray>
          data-testid="tray-split-trays"
          columns={trayColumns}
          dataSource={trays}
          pagination={false}
          scroll={{ y: LIST_HEIGHT }}
          rowSelection={{
            selectedRowKeys: [...picked],
            hideSelectAll: true,
            onSelect: (t, on) => toggle(t, on),
            getCheckboxProps: (t) => {
              const bill = bills.find((b) => b.id === t.releaseBillId);
              const n = current[t.releaseBillId]?.length ?? 0;
              return { disabled: !editable || !canPickRow(n, bill?.number ?? 0, picked.has(t.id)) };
            },
          }}
        />
        <Typography.Title level={5} style={{ marginTop: 12 }}>
          已选货物汇总
        </Typography.Title>
        <DataTable
          data-testid="tray-split-summary"
          rowKey="goodsName"
          size="small"
          pagination={false}
          dataSource={summary}
          columns={[
            { title: '货物名称', dataIndex: 'goodsName' },
            { title: '重量', dataIndex: 'weight', align: 'right', width: 120 },
            { title: '数量', dataIndex: 'quantity', align: 'right', width: 120 },
            { title: '托盘数', dataIndex: 'trays', align: 'right', width: 100 },
          ]}
        />
      </Card>
      <Flex justify="center" gap={12}>
        <Button onClick={() => navigate(-1)}>返回</Button>
        {editable && (
          <>
            <Button onClick={saveDraft} loading={submit.isPending} data-testid="tray-split-draft">
              保存草稿
            </Button>
            <Button type="primary" onClick={submitSplit} loading={submit.isPending} data-testid="tray-split-submit">
              提交
            </Button>
          </>
        )}
      </Flex>
      {lotsOf && <LotsDialog bill={lotsOf} onClose={() => setLotsOf(null)} />}
    </Flex>
  );
};

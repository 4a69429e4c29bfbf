import { outboundMessages, outboundSubmitBody } from '@kc/domain/outbound/outbound';
import { OutboundStatus } from '@kc/domain/outbound/status';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { useSelection } from '../../../components/crud/use-selection';
import { zodRules } from '../../../components/crud/zod-rules';
import { QuantityText, WeightText } from '../../../components/measure-text';
import {
  type OutboundChoice,
  type OutboundDetail,
  outboundApi,
  useOutboundBills,
  useOutboundMutations,
  useOutboundWarehouses,
} from '../api';
import { outboundDetailPath } from '../outbound-paths';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const PAGE = 5;
const shape = outboundSubmitBody.shape;
const rules = {
  warehouseId: [{ required: true, message: outboundMessages.warehouseRequired }],
  reserveTime: [{ required: true, message: outboundMessages.reserveTimeRequired }],
  pickPerson: zodRules(shape.pickPerson),
  pickPhone: zodRules(shape.pickPhone),
  carNo: zodRules(shape.carNo),
  remark: zodRules(shape.remark),
};

type Values = {
  warehouseId?: string;
  reserveTime?: Dayjs | null;
  pickPerson?: string;
  pickPhone?: string;
  carNo?: string;
  remark?: string;
};
/** What a chosen receipt asks: blank figures take the whole receipt (全部出库). */
type Asked = Record<string, { applyWeight?: string | null; applyQuantity?: string | null }>;

const choiceColumns = (
  asked: Asked,
  setAsked: (billId: string, key: 'applyWeight' | 'applyQuantity', v: string | null) => void,
  chosen: Set<string>,
): TableColumnsType<OutboundChoice> => [
  { title: '仓单编号', dataIndex: 'code', width: columnWidth.code + 20 },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <WeightText value={v} unitName={r.weightUnitName} />,
  },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: columnWidth.amount,
    align: 'right',
    render: (v: string, r) => <QuantityText value={v} unitName={r.numberUnitName} />,
  },
  { title: '出库方式', dataIndex: 'mode', width: 80, render: (m: string) => (m === 'tray' ? '按托盘' : '按批次') },
  ...(['applyWeight', 'applyQuantity'] as const).map((key) => ({
    title: key === 'applyWeight' ? '申请出库重量' : '申请出库数量',
    key,
    width: 130,
    render: (_: unknown, r: OutboundChoice) => (
      <InputNumber<string>
        stringMode
        min="0.01"
        precision={2}
        size="small"
        placeholder="全部"
        disabled={!chosen.has(r.id)}
        value={asked[r.id]?.[key] ?? null}
        onChange={(v) => setAsked(r.id, key, v)}
        data-testid={`outbound-${key}-${r.code}`}
      />
    ),
  })),
];

/**
 * 新增出库 / 编辑: the warehouse, the holder's free receipts in effect there (each taken whole, or in part when the
 * figures are filled), when and by whom the goods are picked up. 保存 keeps a draft, 提交 sends it for the holder's
 * audit (the receipts go 出库中). Mounted afresh for each opening; `order` edits a draft or a rejected order.
 */
export const ApplyDialog = ({
  open,
  onClose,
  order,
}: {
  open: boolean;
  onClose: () => void;
  order?: OutboundDetail;
}) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const warehouseId = Form.useWatch('warehouseId', form) ?? order?.warehouseId;
  const [current, setCurrent] = useState(1);
  const selection = useSelection<OutboundChoice>();
  const [asked, setAskedState] = useState<Asked>(() =>
    Object.fromEntries(
      (order?.bills ?? [])
        .filter((b) => !b.whole)
        .map((b) => [b.billId, { applyWeight: b.applyWeight, applyQuantity: b.applyQuantity }]),
    ),
  );
  const { submit } = useOutboundMutations();
  const { data: warehouses, isLoading } = useOutboundWarehouses(open);
  const { data: bills, isFetching } = useOutboundBills(
    { warehouseId, current, size: PAGE },
    open && Boolean(warehouseId),
  );
  const options = useMemo(() => {
    const list = (warehouses ?? []).map((w) => ({ value: w.id, label: w.name }));
    if (order && !list.some((o) => o.value === order.warehouseId))
      list.push({ value: order.warehouseId, label: order.warehouseName ?? '' });
    return list;
  }, [warehouses, order]);
  // An order being edited starts with its own receipts chosen (they are free again at 0, 11 and 21).
  const [preset, setPreset] = useState(false);
  if (order && !preset && bills?.records.length) {
    const mine = bills.records.filter((r) => order.bills.some((b) => b.billId === r.id));
    if (mine.length)
      selection.rowSelection.onChange(
        mine.map((r) => r.id),
        mine,
      );
    setPreset(true);
  }
  const chosen = new Set(selection.ids);
  const setAsked = (billId: string, key: 'applyWeight' | 'applyQuantity', v: string | null) =>
    setAskedState((a) => ({ ...a, [billId]: { ...a[billId], [key]: v } }));

  const send = async (status: number) => {
    const v = await form.validateFields();
    if (selection.rows.length === 0) {
      void message.warning(outboundMessages.selectBills);
      return;
    }
    const answer = await submit.mutateAsync({
      id: order?.id,
      status,
      warehouseId: v.warehouseId ?? order?.warehouseId,
      reserveTime: v.reserveTime ? v.reserveTime.format(TIME_FORMAT) : undefined,
      pickPerson: v.pickPerson,
      pickPhone: v.pickPhone,
      carNo: v.carNo,
      remark: v.remark,
      bills: selection.ids.map((billId) => ({
        billId,
        applyWeight: asked[billId]?.applyWeight || undefined,
        applyQuantity: asked[billId]?.applyQuantity || undefined,
      })),
    });
    void message.success(status === OutboundStatus.draft ? '已保存' : '出库申请已提交');
    onClose();
    const created = await outboundApi.detail(answer.id);
    navigate(outboundDetailPath(answer.id, created.code));
  };

  return (
    <Modal
      open={open}
      title={order ? `编辑出库申请 ${order.code}` : '新增出库'}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            loading={submit.isPending}
            onClick={() => void send(OutboundStatus.draft).catch(() => {})}
            data-testid="outbound-save"
          >
            保存
          </Button>
          <Button
            type="primary"
            loading={submit.isPending}
            onClick={() => void send(OutboundStatus.awaitingShipperAudit).catch(() => {})}
            data-testid="outbound-submit"
          >
            提交
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name="outbound-apply"
        layout="vertical"
        data-testid="outbound-apply-form"
        initialValues={
          order
            ? {
                warehouseId: order.warehouseId,
                reserveTime: order.reserveTime ? dayjs(order.reserveTime, TIME_FORMAT) : null,
                pickPerson: order.pickPerson ?? undefined,
                pickPhone: order.pickPhone ?? undefined,
                carNo: order.carNo ?? undefined,
                remark: order.remark ?? undefined,
              }
            : undefined
        }
      >
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="warehouseId" label="仓库" rules={rules.warehouseId} style={{ flex: 1 }}>
            <Select
              placeholder={outboundMessages.warehouseRequired}
              options={options}
              loading={isLoading}
              disabled={Boolean(order)}
              onChange={() => {
                selection.clear();
                setCurrent(1);
              }}
              data-testid="outbound-warehouse"
            />
          </Form.Item>
          <Form.Item name="reserveTime" label="预约提货时间" rules={rules.reserveTime} style={{ flex: 1 }}>
            <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} placeholder="请选择预约提货时间" />
          </Form.Item>
        </div>
        <Form.Item label={`选择仓单（已选 ${selection.rows.length} 张；不填申请重量、数量即全部出库）`} required>
          <DataTable<OutboundChoice>
            data-testid="outbound-bills"
            size="small"
            columns={choiceColumns(asked, setAsked, chosen)}
            dataSource={bills?.records ?? []}
            loading={isFetching}
            rowSelection={selection.rowSelection}
            locale={{ emptyText: warehouseId ? '该仓库没有可出库的仓单' : '请先选择仓库' }}
            pagination={{
              current,
              pageSize: PAGE,
              total: bills?.total ?? 0,
              onChange: setCurrent,
              showTotal: (t) => `共 ${t} 条`,
            }}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="pickPerson" label="提货人" rules={rules.pickPerson} style={{ flex: 1 }}>
            <Input maxLength={50} placeholder={outboundMessages.pickPersonRequired} />
          </Form.Item>
          <Form.Item name="pickPhone" label="提货人电话" rules={rules.pickPhone} style={{ flex: 1 }}>
            <Input maxLength={20} placeholder={outboundMessages.pickPhoneRequired} />
          </Form.Item>
          <Form.Item name="carNo" label="车牌号" rules={rules.carNo} style={{ flex: 1 }}>
            <Input maxLength={20} placeholder="请输入车牌号" />
          </Form.Item>
        </div>
        <Form.Item name="remark" label="备注" rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};

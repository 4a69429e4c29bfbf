import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { outboundMessages } from '@kc/domain/outbound/outbound';
import { OutboundAuditResult } from '@kc/domain/outbound/status';
import { doneMessages } from '@kc/domain/shared/messages';
import { Alert, App, Button, Card, Flex, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { type OutboundBill, type OutboundDetail, outboundApi, type TempSaveBody, useOutboundMutations } from '../api';

type Row = {
  key: string;
  billId: string;
  trayId?: string;
  lotLabel?: string;
  weight: string | null;
  quantity: string | null;
};
let seq = 0;
const keyOf = () => `r${++seq}`;

/** The records to start from: the temp-saved ones, else none (the warehouse ticks trays and adds lots). */
const initialRows = (o: OutboundDetail): Row[] =>
  o.records.map((r) => ({
    key: keyOf(),
    billId: r.billId,
    trayId: r.trayId ?? undefined,
    lotLabel: r.lotLabel ?? undefined,
    weight: r.weight,
    quantity: r.quantity,
  }));

/** A receipt of WMS goods: its trays, ticked to leave, each with what it weighed (the tray's own figures first). */
const TrayRecords = ({
  bill,
  rows,
  onChange,
}: {
  bill: OutboundBill;
  rows: Row[];
  onChange: (rows: Row[]) => void;
}) => {
  const mine = rows.filter((r) => r.billId === bill.billId);
  const others = rows.filter((r) => r.billId !== bill.billId);
  const rowOf = (trayId: string) => mine.find((r) => r.trayId === trayId);
  const set = (trayId: string, key: 'weight' | 'quantity', v: string | null) =>
    onChange([...others, ...mine.map((r) => (r.trayId === trayId ? { ...r, [key]: v } : r))]);
  return (
    <Table
      size="small"
      rowKey="trayId"
      pagination={false}
      dataSource={bill.trays}
      data-testid={`outbound-trays-${bill.billCode}`}
      rowSelection={{
        selectedRowKeys: mine.flatMap((r) => (r.trayId ? [r.trayId] : [])),
        onChange: (keys) =>
          onChange([
            ...others,
            ...bill.trays
              .filter((t) => keys.includes(t.trayId))
              .map(
                (t) =>
                  rowOf(t.trayId) ?? {
                    key: keyOf(),
                    billId: bill.billId,
                    trayId: t.trayId,
                    weight: t.weight,
                    quantity: t.num,
                  },
              ),
          ]),
      }}
      columns={[
        { title: '托盘编号', dataIndex: 'trayCode', width: 150 },
        { title: '箱号', dataIndex: 'caseNumber', width: 130 },
        { title: 'RFID', dataIndex: 'rfidCode', ellipsis: true },
        { title: '库位', dataIndex: 'siteCode', width: 90 },
        ...(['weight', 'quantity'] as const).map((key) => ({
          title: key === 'weight' ? '出库重量' : '出库数量',
          key,
          width: 130,
          render: (_: unknown, t: OutboundBill['trays'][number]) => {
            const r = rowOf(t.trayId);
            return (
              <InputNumber<string>
                stringMode
                size="small"
                min="0.01"
                precision={2}
                disabled={!r}
                value={r?.[key] ?? (key === 'weight' ? t.weight : t.num)}
                onChange={(v) => set(t.trayId, key, v)}
              />
            );
          },
        })),
      ]}
    />
  );
};

/** A receipt of an inbound order: lots the warehouse labels (车次、件号…), each with its weight and quantity. */
const LotRecords = ({ bill, rows, onChange }: { bill: OutboundBill; rows: Row[]; onChange: (rows: Row[]) => void }) => {
  const mine = rows.filter((r) => r.billId === bill.billId);
  const update = (key: string, patch: Partial<Row>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Flex vertical gap={8} data-testid={`outbound-lots-${bill.billCode}`}>
      {mine.map((r, i) => (
        <Space key={r.key} wrap>
          <Input
            size="small"
            style={{ width: 140 }}
            maxLength={50}
            placeholder="批次/件号"
            value={r.lotLabel}
            onChange={(e) => update(r.key, { lotLabel: e.target.value })}
            data-testid={`outbound-lot-label-${i}`}
          />
          <InputNumber<string>
            stringMode
            size="small"
            min="0.01"
            precision={2}
            placeholder="出库重量"
            value={r.weight}
            onChange={(v) => update(r.key, { weight: v })}
            data-testid={`outbound-lot-weight-${i}`}
          />
          <InputNumber<string>
            stringMode
            size="small"
            min="0.01"
            precision={2}
            placeholder="出库数量"
            value={r.quantity}
            onChange={(v) => update(r.key, { quantity: v })}
            data-testid={`outbound-lot-quantity-${i}`}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
          />
        </Space>
      ))}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            onChange([
              ...rows,
              {
                key: keyOf(),
                billId: bill.billId,
                lotLabel: `第${mine.length + 1}车`,
                weight: bill.whole && mine.length === 0 ? bill.applyWeight : null,
                quantity: bill.whole && mine.length === 0 ? bill.applyQuantity : null,
              },
            ])
          }
          data-testid={`outbound-lot-add-${bill.billCode}`}
        >
          添加批次
        </Button>
      </div>
    </Flex>
  );
};

/**
 * 仓库出库 (20): the pick-up code checked once, then the weighing out per tray (WMS goods) or per lot, 暂存 any time,
 * 通过 (a weight alarm asked first: the weighed total strays from what was applied for beyond the tolerance) or 驳回.
 */
export const WarehouseWeigh = ({ order }: { order: OutboundDetail }) => {
  const { message, modal } = App.useApp();
  const moves = useOutboundMutations();
  const [rows, setRows] = useState<Row[]>(() => initialRows(order));
  const [vrCode, setVrCode] = useState('');
  const [opinion, setOpinion] = useState(order.warehouseAuditOpinion ?? '');
  const [rejecting, setRejecting] = useState(false);
  const body = (): TempSaveBody => ({
    id: order.id,
    opinion: opinion || undefined,
    records: rows.map(({ billId, trayId, lotLabel, weight, quantity }) => ({
      billId,
      trayId,
      lotLabel,
      weight: weight ?? '',
      quantity: quantity ?? '',
    })),
  });
  const check = async () => {
    await moves.checkVrCode.mutateAsync({ id: order.id, vrCode });
    void message.success('提货码核验通过');
  };
  const tempSave = async () => {
    await moves.tempSave.mutateAsync(body());
    void message.success('已暂存');
  };
  const pass = async () => {
    const { alarms } = await outboundApi.tempSaveCheck(body());
    const run = (confirmAlarm: boolean) =>
      modal.confirm({
        title: confirmAlarm ? outboundMessages.weightAlarmTitle : '提示',
        content: confirmAlarm ? (
          <>
            {alarms.map((a) => (
              <Typography.Paragraph key={a.billId} type="warning">
                {a.message}
              </Typography.Paragraph>
            ))}
            <Typography.Paragraph>{outboundMessages.weightAlarmConfirm}</Typography.Paragraph>
          </>
        ) : (
          outboundMessages.confirmPass
        ),
        okText: confirmAlarm ? '确认出库' : '确定',
        cancelText: '取消',
        onOk: async () => {
          await moves.warehouseAudit.mutateAsync({ ...body(), status: OutboundAuditResult.pass, confirmAlarm });
          void message.success(doneMessages.passed);
        },
      });
    run(alarms.length > 0);
  };
  return (
    <Card title="仓库出库" size="small" data-testid="outbound-warehouse">
      <Flex vertical gap={16}>
        {order.actions.checkVrCode ? (
          <Space wrap>
            <Input
              style={{ width: 220 }}
              maxLength={32}
              placeholder={outboundMessages.vrCodeRequired}
              value={vrCode}
              onChange={(e) => setVrCode(e.target.value)}
              data-testid="outbound-vr-code"
            />
            <Button
              type="primary"
              disabled={!vrCode.trim()}
              loading={moves.checkVrCode.isPending}
              onClick={() => void check().catch(() => {})}
              data-testid="outbound-vr-check"
            >
              核验提货码
            </Button>
          </Space>
        ) : (
          <Alert type="success" showIcon title="提货码已核验" />
        )}
        {order.bills.map((b) => (
          <div key={b.id}>
            <Typography.Text strong>
              {b.billCode}（{b.whole ? '全部出库' : `部分出库：${b.applyWeight} / ${b.applyQuantity}`}，
              {b.mode === 'tray' ? '按托盘' : '按批次'}）
            </Typography.Text>
            {b.mode === 'tray' ? (
              <TrayRecords bill={b} rows={rows} onChange={setRows} />
            ) : (
              <LotRecords bill={b} rows={rows} onChange={setRows} />
            )}
          </div>
        ))}
        <Input.TextArea
          rows={2}
          maxLength={50}
          showCount
          placeholder="审核意见（驳回时必填）"
          value={opinion}
          onChange={(e) => setOpinion(e.target.value)}
        />
        <Space>
          <Button
            loading={moves.tempSave.isPending}
            onClick={() => void tempSave().catch(() => {})}
            data-testid="outbound-temp-save"
          >
            暂存
          </Button>
          <Button
            type="primary"
            disabled={order.actions.checkVrCode}
            loading={moves.warehouseAudit.isPending}
            onClick={() => void pass().catch(() => {})}
            data-testid="outbound-warehouse-pass"
          >
            审核通过
          </Button>
          <Button danger onClick={() => setRejecting(true)} data-testid="outbound-warehouse-reject">
            驳回
          </Button>
        </Space>
      </Flex>
      <ReasonDialog
        open={rejecting}
        title="驳回出库申请"
        label="驳回意见"
        okText="确定驳回"
        okTestId="outbound-reject-submit"
        rules={[{ required: true, message: outboundMessages.opinionRequired }]}
        maxLength={50}
        placeholder={outboundMessages.opinionRequired}
        formName="outbound-reject"
        onSubmit={async (descr) => {
          await moves.warehouseAudit.mutateAsync({ id: order.id, status: OutboundAuditResult.reject, opinion: descr });
          void message.success(doneMessages.rejected);
          setRejecting(false);
        }}
        onClose={() => setRejecting(false)}
      />
    </Card>
  );
};

import {
  billMoveMessages,
  billMoveWeighBody,
  MAX_MOVE_TOLERANCE,
  weightDifference,
  withinTolerance,
} from '@kc/domain/bill-move/bill-move';
import { App, Form, Input, Modal, type TableColumnsType, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { WeightText } from '../../../components/measure-text';
import type { BillMoveGoods, WeighBody } from '../api';

type Values = { tolerance: string; weights: Record<string, string>; locators: Record<string, string | undefined> };

const rules = zodFormRules(billMoveWeighBody.shape);
const billRules = zodFormRules(billMoveWeighBody.shape.bills.element.shape);
const valid = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;

/** The domain's tolerance rule on one receipt's weight, once weight and tolerance are each well formed. */
const toleranceRule =
  (g: BillMoveGoods): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_r, weight: string | undefined) => {
      const tolerance = getFieldValue('tolerance');
      if (!valid(billMoveWeighBody.shape.tolerance, tolerance)) return;
      if (!valid(billMoveWeighBody.shape.bills.element.shape.weight, weight)) return;
      if (!withinTolerance(g.totalWeight, weight!.trim(), tolerance.trim()))
        throw new Error(billMoveMessages.outOfTolerance(g.code));
    },
  });

/**
 * 入库称重: the target warehouse records the tolerance (0 to 5 %) and weighs every receipt's goods in (optionally
 * the locator); each weight must lie within the tolerance of the receipt's. The rules are the server's own.
 */
export const WeighDialog = ({
  open,
  moveId,
  goods,
  onWeigh,
  onClose,
}: {
  open: boolean;
  moveId: string;
  goods: BillMoveGoods[];
  onWeigh: (body: WeighBody) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const weights = Form.useWatch('weights', form);
  // Mounted afresh for each opening: the original weights are the starting values.
  const [initialValues] = useState(() => ({
    tolerance: '1',
    weights: Object.fromEntries(goods.map((g) => [g.id, g.totalWeight])),
    locators: {},
  }));

  const submit = async () => {
    const v = await form.validateFields();
    modal.confirm({
      title: '提示',
      content: billMoveMessages.confirmTarget,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        onWeigh({
          id: moveId,
          tolerance: v.tolerance.trim(),
          bills: goods.map((g) => ({
            billId: g.id,
            weight: v.weights[g.id]!.trim(),
            locator: v.locators?.[g.id]?.trim() || undefined,
          })),
        }),
    });
  };

  const columns: TableColumnsType<BillMoveGoods> = [
    { title: '仓单编号', dataIndex: 'code', width: 190 },
    {
      title: '原重量',
      dataIndex: 'totalWeight',
      width: 110,
      align: 'right',
      render: (w: string, g) => <WeightText value={w} unitName={g.weightUnitName} />,
    },
    {
      title: '入库重量',
      key: 'weight',
      width: 230,
      render: (_, g) => (
        <Form.Item
          name={['weights', g.id]}
          rules={[...billRules.weight, toleranceRule(g)]}
          dependencies={['tolerance']}
          style={{ margin: 0 }}
        >
          <Input suffix={g.weightUnitName || undefined} maxLength={12} data-testid={`bill-move-weight-${g.code}`} />
        </Form.Item>
      ),
    },
    {
      title: '差值',
      key: 'difference',
      width: 80,
      align: 'right',
      render: (_, g) => {
        const w = weights?.[g.id];
        return valid(billMoveWeighBody.shape.bills.element.shape.weight, w) ? (
          <Typography.Text type="secondary">
            <WeightText value={weightDifference(g.totalWeight, w!.trim())} unitName={g.weightUnitName} />
          </Typography.Text>
        ) : (
          '-'
        );
      },
    },
    {
      title: '新库位',
      key: 'locator',
      render: (_, g) => (
        <Form.Item name={['locators', g.id]} rules={billRules.locator} style={{ margin: 0 }}>
          <Input placeholder="选填" maxLength={100} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title="入库称重"
      width={860}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="确认入库"
      okButtonProps={{ 'data-testid': 'bill-move-weigh-submit' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        name="bill-move-weigh"
        layout="vertical"
        initialValues={initialValues}
        data-testid="bill-move-weigh-form"
      >
        <Form.Item
          name="tolerance"
          label={`允许误差（0 到 ${MAX_MOVE_TOLERANCE}%）`}
          rules={rules.tolerance}
          required
          style={{ maxWidth: 240 }}
        >
          <Input suffix="%" maxLength={5} data-testid="bill-move-tolerance" />
        </Form.Item>
        <Form.Item label="每张仓单的入库重量" required>
          <DataTable<BillMoveGoods> size="small" columns={columns} dataSource={goods} pagination={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

import { amountLabels, warehouseBatchInput } from '@kc/domain/inbound/inbound';
import { Form, Input, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { receiptDetailPath } from '../../receipt';
import type { InboundBatch } from '../api';

const rules = zodFormRules({
  weight: warehouseBatchInput.shape.weight,
  quantity: warehouseBatchInput.shape.quantity,
  locator: warehouseBatchInput.shape.locator,
});

const cell = { style: { marginBottom: 0 } };
const text = (v: string | null | undefined) => v || '-';

/** The storage attributes some batch has a value for, in the order they first appear. */
const attrsOf = (batches: InboundBatch[]) => {
  const seen = new Map<string, string>();
  for (const b of batches)
    for (const p of b.props ?? []) if (p.value && !seen.has(p.attrCode)) seen.set(p.attrCode, p.attrName);
  return [...seen].map(([attrCode, attrName]) => ({ attrCode, attrName }));
};

/**
 * The batches table of an order: declared figures, attributes, the warehouse's figures and the receipt of
 * each batch. `editable`: the warehouse weighs (入库重量, 入库数量, 库位 are inputs of the form's `batches`).
 */
export const useBatchColumns = (
  batches: InboundBatch[],
  editable: boolean,
  units: { weight: string; number: string },
): TableColumnsType<InboundBatch> =>
  useMemo(() => {
    const weight = (v: string | null) => <WeightText value={v} unitName={units.weight} />;
    const quantity = (v: string | null) => <QuantityText value={v} unitName={units.number} />;
    const input = (field: 'weight' | 'quantity' | 'locator', label: string, i: number) => (
      <Form.Item name={['batches', i, field]} rules={rules[field]} {...cell}>
        <Input
          placeholder={field === 'locator' ? '请输入库位' : '0.00'}
          inputMode={field === 'locator' ? undefined : 'decimal'}
          maxLength={field === 'locator' ? 100 : 20}
          aria-label={`${label} ${i + 1}`}
        />
      </Form.Item>
    );
    return [
      { title: '批次号', dataIndex: 'batchNo', width: 140, fixed: 'left' },
      { title: amountLabels.applyWeight, dataIndex: 'applyWeight', width: 110, align: 'right', render: weight },
      {
        title: amountLabels.applyQuantity,
        dataIndex: 'applyQuantity',
        width: 110,
        align: 'right',
        render: quantity,
      },
      {
        title: amountLabels.weight,
        dataIndex: 'weight',
        width: editable ? 150 : 110,
        align: editable ? undefined : 'right',
        render: (v: string | null, _b, i) => (editable ? input('weight', amountLabels.weight, i) : weight(v)),
      },
      {
        title: amountLabels.quantity,
        dataIndex: 'quantity',
        width: editable ? 150 : 110,
        align: editable ? undefined : 'right',
        render: (v: string | null, _b, i) => (editable ? input('quantity', amountLabels.quantity, i) : quantity(v)),
      },
      {
        title: '库位',
        dataIndex: 'locator',
        width: editable ? 180 : 120,
        render: (v: string | null, _b, i) => (editable ? input('locator', '库位', i) : text(v)),
      },
      {
        title: '仓单',
        key: 'receipt',
        width: 190,
        render: (_: unknown, b: InboundBatch) =>
          b.receiptId ? <Link to={receiptDetailPath(String(b.receiptId))}>{b.receiptCode || b.receiptId}</Link> : '-',
      },
      ...attrsOf(batches).map((a) => ({
        title: a.attrName,
        key: `attr-${a.attrCode}`,
        width: 120,
        render: (_: unknown, b: InboundBatch) => text(b.props?.find((p) => p.attrCode === a.attrCode)?.value),
      })),
    ];
  }, [batches, editable, units.weight, units.number]);

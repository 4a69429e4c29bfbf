import { rowTotal } from '@kc/domain/contract/fees';
import { Form } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import { QuantityText, WeightText } from '../../../../components/measure-text';
import { MoneyText } from '../../../../components/money-text';
import type { RowValues } from '../../product-rows';

type RowProps = { row: number };

const useRow = (row: number): RowValues | undefined => {
  const form = Form.useFormInstance();
  return Form.useWatch(['products', row], { form, preserve: true });
};

/** A read-only text cell of a product row (a receipt's code or its name). */
export const RowText = ({ row, field }: RowProps & { field: 'billCode' | 'name' }) => {
  const value = useRow(row)?.[field];
  return <>{value || '-'}</>;
};

/** A receipt row's weight or quantity with its unit, read-only. */
export const RowMeasure = ({ row, kind }: RowProps & { kind: 'weight' | 'number' }) => {
  const r = useRow(row);
  return kind === 'weight' ? (
    <WeightText value={r?.total_weight} unit={r?.weight_unit} />
  ) : (
    <QuantityText value={r?.total_quantity} unit={r?.number_unit} />
  );
};

/** The row's weight or quantity unit, from the weight_unit / number_unit dictionary. */
export const RowUnit = ({ row, kind }: RowProps & { kind: 'weight' | 'number' }) => {
  const r = useRow(row);
  const unit = kind === 'weight' ? r?.weight_unit : r?.number_unit;
  if (!unit) return null;
  return <DictLabel code={kind === 'weight' ? 'weight_unit' : 'number_unit'} value={unit} />;
};

/** spec 2 §5: price × weight (pricingMode 0) or × quantity (1), 2 decimals, as the user types. */
export const RowTotal = ({ row, pricingMode }: RowProps & { pricingMode: number }) => {
  const r = useRow(row);
  return (
    <span data-testid="wizard-row-total">
      <MoneyText value={rowTotal(r ?? {}, pricingMode).toFixed(2)} />
    </span>
  );
};

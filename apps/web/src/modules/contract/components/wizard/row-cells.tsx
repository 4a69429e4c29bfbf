import { rowTotal } from '@kc/domain/contract/fees';
import { Form } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import type { RowValues } from '../../product-rows';

type RowProps = { row: number };

const useRow = (row: number): RowValues | undefined => {
  const form = Form.useFormInstance();
  return Form.useWatch(['products', row], { form, preserve: true });
};

/** A read-only cell of a product row (a receipt's code, its name or figures). */
export const RowText = ({
  row,
  field,
}: RowProps & { field: 'billCode' | 'name' | 'total_weight' | 'total_quantity' }) => {
  const value = useRow(row)?.[field];
  return <>{value || '-'}</>;
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
  return <span data-testid="wizard-row-total">{rowTotal(r ?? {}, pricingMode).toFixed(2)}</span>;
};

import { type MeasureValue, measureText } from '@kc/domain/shared/measure';
import { useDict } from './use-dict';

type MeasureProps = {
  value: MeasureValue | null | undefined;
  /** the dictionary key (weight_unit / number_unit), looked up when the server sent no label */
  unit?: string | null;
  /** the unit's label as the server sent it */
  unitName?: string | null;
};

/**
 * A weight or quantity with its unit, printed by the domain's rule (`@kc/domain/shared/measure`: significant
 * decimals, thousands separators, '-' when missing). The unit is the server's label when it sent one, else the
 * weight_unit / number_unit dictionary's.
 */
const MeasureText = ({ value, unit, unitName, dict }: MeasureProps & { dict: 'weight_unit' | 'number_unit' }) => {
  const { labelOf, isSuccess } = useDict(unitName ? undefined : dict);
  return <>{measureText(value, unitName || (isSuccess ? labelOf(unit) : ''))}</>;
};

/** A weight ('39.47 吨'). */
export const WeightText = (props: MeasureProps) => <MeasureText {...props} dict="weight_unit" />;

/** A quantity ('200 包'). */
export const QuantityText = (props: MeasureProps) => <MeasureText {...props} dict="number_unit" />;
